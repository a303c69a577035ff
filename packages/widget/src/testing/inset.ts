/** How far `inner`'s box sits inside `outer`'s on its nearest side, in CSS pixels (real layout). */
export function insetWithin(inner: Element, outer: Element): number {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return Math.min(a.left - b.left, a.top - b.top, b.right - a.right);
}
