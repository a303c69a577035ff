import type { Category } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';

export interface UnknownCategoryProps {
  /** The slug that names no category. */
  slug: string;
  /** The categories there are, offered instead. */
  categories: Category[];
}

/** A category that does not exist: said plainly, with the ones that do (never "no events here yet"). */
export function UnknownCategory({ slug, categories }: UnknownCategoryProps) {
  const { t, name } = useFormat();
  const heading = t('events.unknownCategory.title', { category: slug });
  return (
    <section className="tk-stack" aria-label={heading}>
      <h2 part="heading">{heading}</h2>
      <div className="tk-state" role="status">
        <p>{t('events.unknownCategory.body', { categories: categories.map((c) => name('category', c)).join(', ') })}</p>
      </div>
    </section>
  );
}
