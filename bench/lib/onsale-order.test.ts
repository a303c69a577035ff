import { describe, expect, it } from 'vitest';
import { admissionOrderBreaks, arrivalOrderBreaks, drawUniformity, sharedPositions, type QueueAnswers, type SeenVisitor } from './onsale-order.mjs';

const joined = (position: number, sent: number, answered: number, joinedAs = 'waiting'): SeenVisitor => ({ joinedAs, joinSentAt: sent, joinAnsweredAt: answered, position });

describe('arrival order after the on-sale', () => {
  it('accepts positions in join order, and overlapping joins in either order', () => {
    const visitors = [joined(1, 0, 5), joined(3, 6, 9), joined(2, 7, 8), joined(4, 10, 11)];
    expect(arrivalOrderBreaks(visitors)).toEqual({ checked: 4, breaks: 0 });
  });

  it('counts a visitor placed before someone whose join was answered before theirs was sent', () => {
    const visitors = [joined(1, 0, 5), joined(3, 6, 7), joined(2, 8, 9), joined(4, 10, 11)];
    expect(arrivalOrderBreaks(visitors)).toEqual({ checked: 4, breaks: 1 });
  });

  it('leaves the pre-queue out (its order is drawn)', () => {
    const visitors = [joined(5, 0, 1, 'pre-queue'), joined(1, 2, 3)];
    expect(arrivalOrderBreaks(visitors)).toEqual({ checked: 1, breaks: 0 });
  });
});

const ADMITTED = 2;
const WAITING = 1;
function answers(rows: [sentAt: number, answeredAt: number, replica: number, state: number, position: number][]): QueueAnswers {
  return {
    sentAt: rows.map((r) => r[0]),
    answeredAt: rows.map((r) => r[1]),
    replica: rows.map((r) => r[2]),
    state: rows.map((r) => r[3]),
    position: rows.map((r) => r[4]),
  };
}

describe('admission order', () => {
  it('accepts a mark that only rises', () => {
    const a = answers([[0, 1, 0, ADMITTED, 1], [2, 3, 0, WAITING, 3], [4, 5, 0, ADMITTED, 3], [6, 7, 0, WAITING, 4]]);
    expect(admissionOrderBreaks(a)).toEqual({ sameReplica: 0, across: 0, lagMs: 0 });
  });

  it('counts a place still waiting after one behind it was admitted, on the same replica', () => {
    const a = answers([[0, 1, 0, ADMITTED, 5], [2, 3, 0, WAITING, 3]]);
    expect(admissionOrderBreaks(a)).toEqual({ sameReplica: 1, across: 1, lagMs: 1 });
  });

  it('tells a lagging replica from a broken order, with the lag', () => {
    const a = answers([[0, 10, 0, ADMITTED, 5], [40, 41, 1, WAITING, 3], [42, 43, 0, WAITING, 6]]);
    expect(admissionOrderBreaks(a)).toEqual({ sameReplica: 0, across: 1, lagMs: 30 });
  });

  it('does not count a wait sent before the admission was answered', () => {
    const a = answers([[0, 10, 0, ADMITTED, 5], [5, 12, 0, WAITING, 3]]);
    expect(admissionOrderBreaks(a)).toEqual({ sameReplica: 0, across: 0, lagMs: 0 });
  });
});

describe('positions and the draw', () => {
  it('counts a position given twice', () => {
    expect(sharedPositions([joined(1, 0, 1), joined(2, 0, 1), joined(2, 0, 1), null])).toBe(1);
  });

  it('finds a pre-queue placed in join order, and passes a shuffled one', () => {
    const n = 2000;
    const inOrder = Array.from({ length: n }, (_, i) => joined(i + 1, i, i + 1, 'pre-queue'));
    expect(drawUniformity(inOrder).pValue).toBeLessThan(1e-12);
    // A fixed permutation that scatters neighbours: i * 7919 mod n (7919 is prime, coprime to n).
    const scattered = Array.from({ length: n }, (_, i) => joined(((i * 7919) % n) + 1, i, i + 1, 'pre-queue'));
    const result = drawUniformity(scattered);
    expect(result.bins).toBe(10);
    expect(result.pValue).toBeGreaterThan(0.01);
  });
});
