import type { Category, City, EventSummary, SearchResults } from '@ticketkit/contract';
import { SEARCH_QUERY_MAX } from '@ticketkit/contract/rules';
import { useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { isPlainClick } from '../../ui/plainClick.ts';
import { Highlight } from './highlight.tsx';
import { searchMessages } from './messages.ts';

export type SearchItem = { kind: 'event'; item: EventSummary } | { kind: 'category'; item: Category } | { kind: 'city'; item: City };

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: WidgetError }
  | { status: 'success'; results: SearchResults };

export interface SearchProps {
  query: string;
  state: SearchState;
  onQueryChange(query: string): void;
  onSelect(item: SearchItem): void;
  /** Enter with no result chosen. */
  onSubmit?(): void;
  /**
   * Each result's page: results are then real links (open in a new tab, copy); a plain click still
   * calls `onSelect`, other clicks are the browser's.
   */
  hrefFor?(item: SearchItem): string;
  onRetry?(): void;
}


/** A result: a link when it has a page, else a plain element (the same props either way). */
function Option({ href, ...props }: HTMLAttributes<HTMLElement> & { href?: string | undefined; 'data-active'?: boolean | undefined }) {
  // Out of the tab order like any option: the combobox's input keeps focus and the arrow keys.
  return href ? <a href={href} tabIndex={-1} {...props} /> : <div {...props} />;
}

function flatten(results: SearchResults): SearchItem[] {
  return [
    ...results.events.map((item) => ({ kind: 'event' as const, item })),
    ...results.categories.map((item) => ({ kind: 'category' as const, item })),
    ...results.cities.map((item) => ({ kind: 'city' as const, item })),
  ];
}

const keyOf = (s: SearchItem) => `${s.kind}-${s.kind === 'event' ? s.item.id : s.item.slug}`;

/** A combobox over events, categories and cities: arrow keys move, Enter opens, Escape clears. */
export function Search({ query, state, onQueryChange, onSelect, onSubmit, hrefFor, onRetry }: SearchProps) {
  const f = useFormat();
  const t = searchMessages.useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState(state);
  // New results reset the active option (adjusting state while rendering, as React documents).
  if (shownFor !== state) {
    setShownFor(state);
    setActive(-1);
  }
  const items = state.status === 'success' ? flatten(state.results) : [];
  const open = state.status === 'success' && items.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Home' && items.length && active >= 0) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End' && items.length && active >= 0) {
      e.preventDefault();
      setActive(items.length - 1);
    } else if (e.key === 'Enter' && active >= 0 && items[active]) {
      e.preventDefault();
      onSelect(items[active]);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onSubmit?.();
    } else if (e.key === 'Escape') {
      setActive(-1);
      onQueryChange('');
    }
  };

  const groups: [string, SearchItem['kind']][] = [
    [t('search.events'), 'event'],
    [t('search.categories'), 'category'],
    [t('search.cities'), 'city'],
  ];

  return (
    <section className="tk-stack tk-combobox" aria-labelledby={`${id}-heading`}>
      <h2 part="heading" id={`${id}-heading`}>{t('search.heading')}</h2>
      <label part="label" htmlFor={`${id}-input`}>{t('search.label')}</label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        part="input"
        className="tk-input"
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="tk-muted">
        {t('search.hint')}
      </p>
      <p role="status" aria-live="polite" className={state.status === 'success' ? 'tk-visually-hidden' : undefined}>
        {state.status === 'loading'
          ? t('search.searching')
          : state.status === 'success'
            ? items.length > 0
              ? t('search.results', { count: items.length })
              : t('search.empty', { query: state.results.q })
            : ''}
      </p>
      {state.status === 'success' && items.length === 0 ? (
        <EmptyState
          icon="search"
          live={false}
          title={t('search.empty', { query: state.results.q })}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                // The button goes with the results it answered: the person carries on typing in the field.
                onQueryChange('');
                inputRef.current?.focus();
              }}
            >
              {t('search.clear')}
            </Button>
          }
        >
          <p>{t('search.emptyBody')}</p>
        </EmptyState>
      ) : null}
      {state.status === 'error' ? <ErrorState error={state.error} onRetry={onRetry} /> : null}
      {/* Out of the tab order like its options: a scrolling list is otherwise a Tab stop in Chromium. */}
      <div id={`${id}-listbox`} role="listbox" aria-label={t('search.label')} className="tk-listbox tk-search-results" hidden={!open} tabIndex={-1}>
        {groups.map(([label, kind]) => {
          const inGroup = items.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === kind);
          if (!inGroup.length) return null;
          return (
            <div key={kind} role="group" aria-labelledby={`${id}-${kind}`} className="tk-search-group">
              <div id={`${id}-${kind}`} role="presentation" className="tk-muted tk-search-group-label">
                {label}
              </div>
              {inGroup.map(({ s, i }) => (
                // An option may be a link (ARIA allows role=option on a[href]): the browser's own
                // new-tab, copy and middle-click work on it, while the combobox keeps its keys.
                <Option
                  key={keyOf(s)}
                  href={hrefFor?.(s)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  data-active={i === active || undefined}
                  className="tk-option"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    onSelect(s);
                  }}
                >
                  <Highlight text={s.kind === 'event' ? s.item.title : f.name(s.kind, s.item)} query={state.status === 'success' ? state.results.q : query} />
                  {s.kind === 'event' ? (
                    <span className="tk-muted"> — {t('search.eventMeta', { venue: s.item.venueName, date: f.date(s.item.startsAt) })}</span>
                  ) : s.kind === 'city' ? (
                    <span className="tk-muted"> — {f.name('state', { slug: s.item.state, name: s.item.state })}</span>
                  ) : null}
                </Option>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
