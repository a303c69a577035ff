import { describe, expect, it } from 'vitest';
import type { FlowState } from './flowState.ts';
import { readFlowHash, writeFlowHash } from './flowHash.ts';

const startOf = (eventId: string): FlowState => ({ step: 'event', eventId, quantities: {} });
const dateStep: FlowState = { step: 'date', eventId: 'evt_1', city: 'nagpur', quantities: {} };
const ticketsStep: FlowState = { step: 'tickets', eventId: 'evt_2', city: 'pune', sessionId: 'ses_9', quantities: { tt_a: 2, tt_b: 1 } };

describe('given two flows keeping their steps in one hash', () => {
  it('writes each under its own key and reads each back unchanged', () => {
    const one = writeFlowHash('', 'concert', dateStep);
    expect(one).toBe('#tk.concert=/event/evt_1/date%3Fcity%3Dnagpur');
    const both = writeFlowHash(one, 'play', ticketsStep);
    expect(both).toBe('#tk.concert=/event/evt_1/date%3Fcity%3Dnagpur&tk.play=/event/evt_2/tickets%3Fcity%3Dpune%26session%3Dses_9%26q%3Dtt_a.2,tt_b.1');
    expect(readFlowHash(both, 'concert', startOf('evt_1'))).toEqual(dateStep);
    expect(readFlowHash(both, 'play', startOf('evt_2'))).toEqual(ticketsStep);
  });

  it('replaces a flow’s part in place and leaves the other flow’s part and the host’s own parts alone', () => {
    const hash = '#reviews&tk.concert=/event/evt_1&tk.play=/event/evt_2/city';
    expect(writeFlowHash(hash, 'concert', dateStep)).toBe('#reviews&tk.concert=/event/evt_1/date%3Fcity%3Dnagpur&tk.play=/event/evt_2/city');
  });

  it('control: a key that is a prefix of another is not confused with it', () => {
    const hash = writeFlowHash('', 'a1', dateStep);
    expect(readFlowHash(hash, 'a', startOf('evt_1'))).toEqual(startOf('evt_1'));
  });
});

describe('given a hash this flow has no part in, or a broken one', () => {
  it('starts at the fallback', () => {
    expect(readFlowHash('', 'concert', startOf('evt_1'))).toEqual(startOf('evt_1'));
    expect(readFlowHash('#tk.concert=%E0%A4', 'concert', startOf('evt_1'))).toEqual(startOf('evt_1'));
    expect(readFlowHash('#tk.concert=/nowhere', 'concert', startOf('evt_1'))).toEqual(startOf('evt_1'));
  });
});

