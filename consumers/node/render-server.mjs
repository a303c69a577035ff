// react-dom/server in plain Node: imports every entry (as a server app's bundle would load them)
// and renders a screen through the server entry, in English and in Hindi. Prints JSON.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { TicketkitProvider, EventList } from '@ticketkit/widget/server';
import * as widget from '@ticketkit/widget';
import * as sdk from '@ticketkit/sdk';
import * as contract from '@ticketkit/contract';
import * as ics from '@ticketkit/contract/ics';
import * as pricing from '@ticketkit/contract/pricing';
import * as rules from '@ticketkit/contract/rules';
import * as ticketCode from '@ticketkit/contract/ticket-code';

const imported = { widget, sdk, contract, ics, pricing, rules, ticketCode };
const render = (locale) =>
  renderToString(h(TicketkitProvider, { locale }, h(EventList, { state: { status: 'success', items: [], hasMore: false }, cityName: 'Nagpur' })));

console.log(
  JSON.stringify({
    exports: Object.fromEntries(Object.entries(imported).map(([k, m]) => [k, Object.keys(m).length])),
    en: render('en-IN'),
    hi: render('hi-IN'),
  }),
);
