/**
 * A small line icon per category the reference catalogue has, and one for any other, drawn by the
 * stylesheet (styles: `.tk-icon[data-icon]` in cards.css) in the text's colour. Decorative: the
 * category's name is beside it.
 */
const DRAWN = new Set(['all', 'music', 'comedy', 'theatre', 'workshops', 'sports', 'food-drink', 'kids', 'festivals']);

export function CategoryIcon({ slug }: { slug: string | undefined }) {
  const name = slug ?? 'all';
  return <span className="tk-icon" data-icon={DRAWN.has(name) ? name : 'other'} aria-hidden="true" />;
}
