import { useFormat } from '../../context/TicketkitProvider.tsx';
import { isPlainClick } from '../../ui/plainClick.ts';
import { PRICE_FILTERS, WHEN_FILTERS, toggleQuickFilter, type QuickFilter } from './quickFilterRules.ts';

export interface QuickFiltersProps {
  value: QuickFilter;
  onChange(filter: QuickFilter): void;
  /** The address of a filter: the chips are then real links (a plain click calls `onChange` in place). */
  hrefFor?(filter: QuickFilter): string;
}

/**
 * Today, tomorrow, this weekend, free, under ₹500: chips that each switch one choice on or off
 * (chosen ones are `aria-current`/`aria-pressed`), as links when the page gives addresses.
 */
export function QuickFilters({ value, onChange, hrefFor }: QuickFiltersProps) {
  const { t } = useFormat();
  const chips = [...WHEN_FILTERS.map((when) => ({ key: when, change: { when }, on: value.when === when })), ...PRICE_FILTERS.map((price) => ({ key: price, change: { price }, on: value.price === price }))];
  return (
    <nav aria-label={t('events.filters')}>
      <ul className="tk-tabs tk-quick-filters">
        {chips.map(({ key, change, on }) => {
          const next = toggleQuickFilter(value, change);
          return (
            <li key={key}>
              {hrefFor ? (
                <a
                  href={hrefFor(next)}
                  aria-current={on ? 'true' : undefined}
                  onClick={(click) => {
                    if (!isPlainClick(click)) return;
                    click.preventDefault();
                    onChange(next);
                  }}
                >
                  {t(`events.filter.${key}`)}
                </a>
              ) : (
                <button type="button" aria-pressed={on} onClick={() => onChange(next)}>
                  {t(`events.filter.${key}`)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
