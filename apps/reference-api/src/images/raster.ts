import sharp from 'sharp';

/** Widths the API draws a poster at; `srcset` offers each and the browser picks what its layout needs. */
export const POSTER_WIDTHS = [400, 800, 1200] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];

export const isPosterWidth = (n: number): n is PosterWidth => (POSTER_WIDTHS as readonly number[]).includes(n);

/**
 * A generated SVG drawn as WebP at `width` (the height follows the SVG's aspect ratio).
 *
 * Why not send the SVG itself: a browser treats each SVG image as a document of its own (parsed,
 * styled, laid out and painted on the page's main thread), and the list's posters cost a phone
 * main-thread time on every page load. A WebP is decoded off the main thread and stays small at a
 * phone's width (figures in PERF.md).
 */
export async function svgToWebp(svg: string, sourceWidth: number, width: PosterWidth): Promise<Buffer> {
  // librsvg draws at 72 dpi by default: scale the density so the drawing is made at `width`
  // instead of being drawn large and resampled.
  return sharp(Buffer.from(svg), { density: (72 * width) / sourceWidth })
    .resize({ width })
    .webp({ quality: 72 })
    .toBuffer();
}

/**
 * Remembers what `make` produced for the arguments `keyOf` names, at most `max` results (the least
 * recently used is forgotten first), and shares one call between requests that ask for the same
 * key at the same time. A call that fails is not remembered.
 */
export function memoise<A extends unknown[], T>(max: number, keyOf: (...args: A) => string, make: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  const entries = new Map<string, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    const known = entries.get(key);
    if (known) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, known);
      return known;
    }
    const made = make(...args);
    entries.set(key, made);
    made.catch(() => {
      if (entries.get(key) === made) entries.delete(key);
    });
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
    return made;
  };
}
