/**
 * A small line icon per category the reference catalogue has, and one for any other: one path each,
 * drawn in the text's colour (styles: `.tk-icon`). Decorative: the category's name is beside it.
 */
const PATHS: Record<string, string> = {
  all: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  music: 'M9 18V5l11-2v13M3 18a3 3 0 1 0 6 0a3 3 0 1 0-6 0M14 16a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  comedy: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M8 14s1.5 2.5 4 2.5 4-2.5 4-2.5M9 9h.01M15 9h.01',
  theatre: 'M4 4h16v7a8 8 0 0 1-16 0zM8.5 9.5h2M13.5 9.5h2M9 14.5c2 1.5 4 1.5 6 0',
  workshops: 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3',
  sports: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3c3.5 4.5 3.5 13.5 0 18M12 3c-3.5 4.5-3.5 13.5 0 18',
  'food-drink': 'M6 3v7a2 2 0 0 0 4 0V3M8 12v9M17 21V3c-2 1-3 4-3 8h3',
  kids: 'M12 3a6 6 0 0 1 6 6c0 4-3 7-6 7s-6-3-6-7a6 6 0 0 1 6-6zM12 16l-1 2h2l-1-2v5',
  festivals: 'M12 3l2.5 5.5 6 .6-4.5 4 1.3 6L12 16l-5.3 3.1 1.3-6-4.5-4 6-.6z',
  other: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
};

export function CategoryIcon({ slug }: { slug: string | undefined }) {
  return (
    <svg className="tk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[slug ?? 'all'] ?? PATHS.other} />
    </svg>
  );
}
