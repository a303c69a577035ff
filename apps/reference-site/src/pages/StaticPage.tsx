import type { ReactNode } from 'react';
import { usePageMeta } from '../pageMeta.ts';

/**
 * A written page of the site: its title, an optional lead (the sentence that says what the page is
 * for) and a line such as when it was last updated, then the text, as one centred reading column.
 */
export function StaticPage({ title, description, lead, meta, children }: { title: string; description: string; lead?: ReactNode; meta?: string; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <article className="site-prose">
      <header className="site-page-head">
        <h1>{title}</h1>
        {lead && <p className="site-page-lead">{lead}</p>}
        {meta && <p className="site-page-meta">{meta}</p>}
      </header>
      {children}
    </article>
  );
}
