import type { ReactNode } from 'react';
import { usePageMeta } from '../pageMeta.ts';

export function StaticPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <article className="site-prose">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
