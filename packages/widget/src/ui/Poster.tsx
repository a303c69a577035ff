import type { Image } from '@ticketkit/contract';

/**
 * How wide a poster is drawn, for the browser to pick a file from the image's `srcset`:
 * - `card`: a column on a phone, a grid cell of at most about 24rem on wider screens;
 * - `hero`: the event page's poster, across the widget on a phone; beside the title, about 40rem at
 *   most, where the page has two columns;
 * - `thumb`: a small picture beside a list item's text (My tickets).
 */
const SIZES = { card: '(min-width: 40rem) 24rem, 100vw', hero: '(min-width: 52rem) 40rem, 100vw', thumb: '7rem' } as const;

export type PosterLayout = keyof typeof SIZES;

/** The file attributes a poster is drawn with. */
export interface PosterSources {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * What the `<img>` of a poster in this layout asks for. A preload of the poster (the site's home
 * page preloads its first card's) must ask for exactly this, or the browser fetches the file twice.
 */
export function posterSources(image: Image, layout: PosterLayout): PosterSources {
  return { src: image.url, srcSet: image.srcset, sizes: image.srcset ? SIZES[layout] : undefined };
}

export interface PosterProps {
  image: Image;
  layout: PosterLayout;
  /** Defaults to the image's own alt text; `''` when the text beside it already names the event. */
  alt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/** An event's poster at the size its layout needs (the API offers several widths in `srcset`). */
export function Poster({ image, layout, alt = image.alt, className, loading, fetchPriority }: PosterProps) {
  const { src, srcSet, sizes } = posterSources(image, layout);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}
