import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../seed/catalog-data.ts';
import { eventPoster } from './svg.ts';

const poster = (id: string, category: string, title = 'Jazz by the Lake') => eventPoster({ id, title, category, color: '#334155' });
const pixels = async (svg: string) => (await sharp(Buffer.from(svg)).resize({ width: 160 }).raw().toBuffer({ resolveWithObject: true })).data;
/** Mean absolute difference of two equally sized RGB(A) pictures, 0 (same) to 255. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe('event posters', () => {
  it('carry no text: the title is only the image\'s accessible name, never drawn', () => {
    for (const { slug, titles } of CATEGORIES) {
      const title = titles[0]!;
      const svg = poster('ev_007', slug, title);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject/i);
      expect(svg).toContain(`aria-label="${title.replace(/'/g, '&apos;')}"`);
      expect(svg.replace(/aria-label="[^"]*"/, '')).not.toContain(title.split(' ')[0]);
    }
  });

  it('draw each category with its own motifs, and others with the general one', () => {
    for (const { slug } of CATEGORIES) expect(poster('ev_001', slug)).toContain(`data-motif="${slug}"`);
    expect(poster('ev_001', 'poetry-slams')).toContain('data-motif="general"');
  });

  it('look different from one category to the next', async () => {
    const drawn = await Promise.all(CATEGORIES.map(({ slug }) => pixels(poster('ev_001', slug))));
    for (let i = 0; i < drawn.length; i++) {
      for (let j = i + 1; j < drawn.length; j++) {
        expect(difference(drawn[i]!, drawn[j]!), `${CATEGORIES[i]!.slug} vs ${CATEGORIES[j]!.slug}`).toBeGreaterThan(15);
      }
    }
  });

  it('vary from event to event within a category, and stay the same for one event', async () => {
    for (const { slug } of CATEGORIES) {
      expect(poster('ev_001', slug)).toBe(poster('ev_001', slug));
      const ids = ['ev_001', 'ev_002', 'ev_003', 'ev_004', 'ev_005', 'ev_006'];
      const svgs = ids.map((id) => poster(id, slug));
      expect(new Set(svgs).size).toBe(ids.length);
      // More than one palette among a handful of events, not only moved shapes.
      const backgrounds = new Set(svgs.map((s) => /stop-color="([^"]+)"/.exec(s)![1]));
      expect(backgrounds.size, slug).toBeGreaterThan(1);
      const [a, b] = await Promise.all([pixels(svgs[0]!), pixels(svgs[1]!)]);
      expect(difference(a, b), slug).toBeGreaterThan(5);
    }
  });

  it('escape what they carry from the event', () => {
    const svg = eventPoster({ id: 'ev_1', title: '<script>"Rock" & roll</script>', category: 'nope"><script>', color: '"/><script>' });
    expect(svg).not.toMatch(/<script/);
    expect(svg).toContain('aria-label="&lt;script&gt;&quot;Rock&quot; &amp; roll&lt;/script&gt;"');
  });
});
