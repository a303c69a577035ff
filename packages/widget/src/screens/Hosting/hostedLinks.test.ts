import { describe, expect, it } from 'vitest';
import { hostedEvents } from '../../fixtures/hostedEvents.ts';
import { actionsFor, defaultHostedHrefs, hasDoor, linksFor } from './hostedLinks.ts';

const inStatus = (status: string) => hostedEvents.find((e) => e.status === status)!;

describe('given a listing in each status', () => {
  it.each([
    ['draft', ['edit'], []],
    ['submitted', [], []],
    ['changes-requested', ['edit'], []],
    ['rejected', [], []],
    ['approved', ['dashboard', 'checkIn', 'eventPage'], ['pause', 'cancel']],
    ['paused', ['dashboard', 'checkIn', 'eventPage'], ['resume', 'cancel']],
    ['cancelled', ['dashboard'], []],
  ])('a %s listing offers the links %j and the actions %j', (status, links, actions) => {
    expect(linksFor(inStatus(status))).toEqual(links);
    expect(actionsFor(inStatus(status))).toEqual(actions);
    expect(hasDoor(inStatus(status))).toBe(status === 'approved' || status === 'paused');
  });

  it('links to the site’s pages of the listing and of its catalogue event', () => {
    const approved = inStatus('approved');
    expect(defaultHostedHrefs.dashboard(approved)).toBe('/hosted-events/hev_2');
    expect(defaultHostedHrefs.checkIn(approved)).toBe('/hosted-events/hev_2/check-in');
    expect(defaultHostedHrefs.eventPage(approved)).toBe('/productpage/evt_1');
    expect(defaultHostedHrefs.edit(inStatus('draft'))).toBe('/hosted-events/hev_4/edit');
  });
});
