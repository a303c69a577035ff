// Chi-square tests for the on-sale bench: whether the pre-queue's drawn positions are independent
// of the order its visitors joined in. The p-value comes from the regularized upper incomplete
// gamma function, Q(df/2, x/2), computed by its power series below a + 1 and by its continued
// fraction (modified Lentz) above, as in Numerical Recipes §6.2.

const EPS = 1e-15;
const TINY = 1e-300;
const MAX_TERMS = 10_000;

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function logGamma(x) {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  const z = x - 1;
  let sum = c[0];
  for (let i = 1; i < 9; i += 1) sum += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) by its series; converges fast for x < a + 1. */
function lowerSeries(a, x) {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_TERMS; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by its continued fraction; converges fast for x ≥ a + 1. */
function upperFraction(a, x) {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_TERMS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0, x ≥ 0. */
export function upperGammaQ(a, x) {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`upperGammaQ needs a > 0 and x ≥ 0, got a=${a}, x=${x}`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** P(X ≥ statistic) for X chi-square distributed with `df` degrees of freedom. */
export function chiSquarePValue(statistic, df) {
  if (!(df > 0)) throw new RangeError(`chiSquarePValue needs df > 0, got ${df}`);
  return upperGammaQ(df / 2, Math.max(0, statistic) / 2);
}

/**
 * Independence of two rankings of the same items: `pairs` holds each item's [rank in the first
 * order, rank in the second], ranks 0..n-1. Each ranking is cut into `bins` equal slices; the
 * bins × bins table of counts is tested against n / bins² in every cell, with (bins − 1)²
 * degrees of freedom. A uniform shuffle gives a p-value spread evenly over (0, 1); an order that
 * keeps or reverses the first (first-come first-placed, or a partial shuffle) gives one near 0.
 */
export function rankIndependence(pairs, bins) {
  const n = pairs.length;
  if (bins < 2 || n < bins * bins * 5) throw new RangeError(`rankIndependence needs bins ≥ 2 and at least 5 items per cell (n=${n}, bins=${bins})`);
  const table = Array.from({ length: bins }, () => new Array(bins).fill(0));
  const bin = (rank) => Math.min(bins - 1, Math.floor((rank * bins) / n));
  for (const [a, b] of pairs) table[bin(a)][bin(b)] += 1;
  // Expected counts from the margins: equal slices leave them within one item of n / bins².
  const rows = table.map((r) => r.reduce((s, v) => s + v, 0));
  const cols = table[0].map((_, j) => table.reduce((s, r) => s + r[j], 0));
  let statistic = 0;
  for (let i = 0; i < bins; i += 1) {
    for (let j = 0; j < bins; j += 1) {
      const expected = (rows[i] * cols[j]) / n;
      statistic += (table[i][j] - expected) ** 2 / expected;
    }
  }
  const df = (bins - 1) ** 2;
  return { statistic, df, pValue: chiSquarePValue(statistic, df), table };
}
