import type { City } from '@ticketkit/contract';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';

export interface CityPickerProps {
  cities: City[];
  /** Slug of the selected city. */
  value: string;
  onChange(slug: string): void;
}

/** A searchable city picker: the ARIA 1.2 combobox pattern with a listbox popup. */
export function CityPicker({ cities, value, onChange }: CityPickerProps) {
  const { t, name } = useFormat();
  const id = useId();
  const selected = cities.find((c) => c.slug === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase();
    // A city is found by its or its state's name in the page's language or by the API's (English) one.
    const state = (c: City) => name('state', { slug: c.state, name: c.state });
    return q ? cities.filter((c) => [name('city', c), c.name, state(c), c.state].some((n) => n.toLowerCase().includes(q))) : cities;
  }, [cities, query, name]);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (city: City) => {
    onChange(city.slug);
    setQuery(null);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(matches.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Home' && open) {
      setActive(0);
    } else if (e.key === 'End' && open) {
      setActive(Math.max(0, matches.length - 1));
    } else if (e.key === 'Enter') {
      const city = matches[active];
      if (open && city) {
        e.preventDefault();
        choose(city);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
      setQuery(null);
    }
  };

  const showList = open && matches.length > 0;
  return (
    <div className="tk-combobox tk-field">
      <label part="label" htmlFor={`${id}-input`}>{t('city.label')}</label>
      <input
        id={`${id}-input`}
        part="input"
        className="tk-input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && matches[active] ? optionId(active) : undefined}
        placeholder={t('city.placeholder')}
        autoComplete="off"
        value={query ?? (selected ? name('city', selected) : '')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
      />
      {/* Out of the tab order: the input keeps focus and the arrow keys (aria-activedescendant). Without
          it, Chromium makes the open, scrolling list a Tab stop, which closes it as the input loses focus. */}
      <ul id={listId} role="listbox" aria-label={t('city.label')} className="tk-listbox" hidden={!showList} tabIndex={-1}>
        {matches.map((city, i) => (
          <li
            key={city.slug}
            id={optionId(i)}
            role="option"
            className="tk-option"
            aria-selected={city.slug === value}
            data-active={i === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(city);
            }}
          >
            {name('city', city)}
            <span className="tk-muted">, {name('state', { slug: city.state, name: city.state })}</span>
          </li>
        ))}
      </ul>
      {/* Polite count for screen readers; shown on screen only when nothing matches. */}
      <div role="status" className={open && !matches.length ? 'tk-muted' : 'tk-visually-hidden'}>
        {open ? (matches.length ? t('city.options', { count: matches.length }) : t('city.noMatch', { query: query ?? '' })) : ''}
      </div>
    </div>
  );
}
