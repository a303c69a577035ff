// Every entry of the three packages, type-checked by tsconfig.declarations.json with no ambient
// types and skipLibCheck off: what our .d.ts files need must come with them or from a declared
// package, never from a tool of the monorepo (vite/client) or a `/// <reference types>`.
import * as contract from '@ticketkit/contract';
import * as ics from '@ticketkit/contract/ics';
import openapi from '@ticketkit/contract/openapi.json';
import contractManifest from '@ticketkit/contract/package.json';
import * as pricing from '@ticketkit/contract/pricing';
import * as rules from '@ticketkit/contract/rules';
import * as ticketCode from '@ticketkit/contract/ticket-code';
import * as sdk from '@ticketkit/sdk';
import sdkManifest from '@ticketkit/sdk/package.json';
import * as widget from '@ticketkit/widget';
import customElements from '@ticketkit/widget/custom-elements.json';
import widgetManifest from '@ticketkit/widget/package.json';
import * as server from '@ticketkit/widget/server';
import '@ticketkit/widget/styles.css';

export const entries = [contract, ics, openapi, contractManifest, pricing, rules, ticketCode, sdk, sdkManifest, widget, customElements, widgetManifest, server];
