import type { Category } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { isPlainClick } from '../../ui/plainClick.ts';
import { CategoryIcon } from './categoryIcons.tsx';

export interface CategoryNavProps {
  categories: Category[];
  /** Selected category slug; undefined for all. */
  value: string | undefined;
  onChange(slug: string | undefined): void;
  /**
   * Each category's page: the navigation is then made of real links (a plain click calls `onChange`
   * in place of following the link; modifier and middle clicks are the browser's).
   */
  hrefFor?(slug: string | undefined): string;
}

/** Category navigation in a labelled region, an icon beside each name: links to each category's page, else toggle buttons. */
export function CategoryNav({ categories, value, onChange, hrefFor }: CategoryNavProps) {
  const { t, name } = useFormat();
  const items = [{ slug: undefined, name: t('category.all') }, ...categories.map((c) => ({ slug: c.slug, name: name('category', c) }))];
  return (
    <nav aria-label={t('category.nav')}>
      <ul className="tk-tabs">
        {items.map((c) => (
          <li key={c.slug ?? 'all'}>
            {hrefFor ? (
              <a
                href={hrefFor(c.slug)}
                aria-current={c.slug === value ? 'page' : undefined}
                onClick={(click) => {
                  if (!isPlainClick(click)) return;
                  click.preventDefault();
                  onChange(c.slug);
                }}
              >
                <CategoryIcon slug={c.slug} />
                {c.name}
              </a>
            ) : (
              <button type="button" aria-pressed={c.slug === value} aria-current={c.slug === value ? 'page' : undefined} onClick={() => onChange(c.slug)}>
                <CategoryIcon slug={c.slug} />
                {c.name}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
