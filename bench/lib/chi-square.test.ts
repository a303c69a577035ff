import { describe, expect, it } from 'vitest';
import { chiSquarePValue, logGamma, rankIndependence, upperGammaQ } from './chi-square.mjs';

/** A seeded generator (mulberry32), so every run tests the same shuffles. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(n: number, next: () => number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

describe('the chi-square p-value', () => {
  it('matches ln Γ at whole and half numbers', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9);
  });

  it('matches the closed forms for even degrees of freedom, on both sides of a + 1', () => {
    for (const x of [0.2, 1, 3.9, 4.1, 10, 40]) {
      const y = x / 2;
      expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-y), 12);
      expect(chiSquarePValue(x, 4)).toBeCloseTo(Math.exp(-y) * (1 + y), 12);
      expect(chiSquarePValue(x, 6)).toBeCloseTo(Math.exp(-y) * (1 + y + (y * y) / 2), 12);
    }
  });

  it('matches the tables for odd degrees of freedom and many cells', () => {
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquarePValue(6.634896601021213, 1)).toBeCloseTo(0.01, 10);
    expect(chiSquarePValue(10.827566170662733, 1)).toBeCloseTo(0.001, 10);
    expect(chiSquarePValue(18.307038053275146, 10)).toBeCloseTo(0.05, 9);
    expect(chiSquarePValue(103.00950236, 81)).toBeCloseTo(0.05, 6);
  });

  it('is 1 at zero, falls with the statistic, and refuses nonsense', () => {
    expect(upperGammaQ(3, 0)).toBe(1);
    expect(chiSquarePValue(50, 81)).toBeGreaterThan(chiSquarePValue(100, 81));
    expect(chiSquarePValue(1000, 81)).toBeLessThan(1e-100);
    expect(() => chiSquarePValue(1, 0)).toThrow(RangeError);
    expect(() => upperGammaQ(-1, 1)).toThrow(RangeError);
  });
});

describe('rank independence', () => {
  it('finds nothing in a uniform shuffle', () => {
    const next = random(18);
    const order = shuffled(20_000, next);
    const result = rankIndependence(order.map((position, joined) => [joined, position] as const), 10);
    expect(result.df).toBe(81);
    expect(result.pValue).toBeGreaterThan(0.01);
  });

  it('gives p-values spread evenly over many uniform shuffles', () => {
    const next = random(7);
    const ps = Array.from({ length: 400 }, () => rankIndependence(shuffled(500, next).map((p, j) => [j, p] as const), 3).pValue);
    const below = (q: number) => ps.filter((p) => p < q).length / ps.length;
    expect(below(0.05)).toBeGreaterThan(0.02);
    expect(below(0.05)).toBeLessThan(0.09);
    expect(below(0.5)).toBeGreaterThan(0.43);
    expect(below(0.5)).toBeLessThan(0.57);
  });

  it('finds arrival order, and a shuffle that only mixes neighbours', () => {
    const n = 20_000;
    const fifo = rankIndependence(Array.from({ length: n }, (_, i) => [i, i] as const), 10);
    expect(fifo.pValue).toBeLessThan(1e-12);
    // Each block of 4,000 shuffled within itself: positions still follow arrival coarsely.
    const next = random(3);
    const blocks = Array.from({ length: 5 }, (_, b) => shuffled(4000, next).map((p) => b * 4000 + p)).flat();
    expect(rankIndependence(blocks.map((p, j) => [j, p] as const), 10).pValue).toBeLessThan(1e-12);
  });

  it('refuses a table too thin to test', () => {
    expect(() => rankIndependence([[0, 0], [1, 1]], 10)).toThrow(RangeError);
  });
});
