import type { Category } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';

export interface CategoryNavProps {
  categories: Category[];
  /** Selected category slug; undefined for all. */
  value: string | undefined;
  onChange(slug: string | undefined): void;
}

/** Category filter as toggle buttons in a labelled navigation region. */
export function CategoryNav({ categories, value, onChange }: CategoryNavProps) {
  const { t } = useFormat();
  const items = [{ slug: undefined, name: t('category.all') }, ...categories];
  return (
    <nav aria-label={t('category.nav')}>
      <ul className="tk-tabs">
        {items.map((c) => (
          <li key={c.slug ?? 'all'}>
            <button type="button" aria-pressed={c.slug === value} aria-current={c.slug === value ? 'page' : undefined} onClick={() => onChange(c.slug)}>
              {c.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
