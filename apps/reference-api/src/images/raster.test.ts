import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memoise, svgToWebp } from './raster.ts';
import { eventPoster } from './svg.ts';

describe('memoise', () => {
  it('makes each key once, and shares the call between askers who come while it runs', async () => {
    const made: string[] = [];
    const get = memoise(10, (key: string) => key, async (key) => {
      made.push(key);
      await new Promise((r) => setTimeout(r, 5));
      return key.toUpperCase();
    });
    const [a, b] = await Promise.all([get('a'), get('a')]);
    expect([a, b, await get('a')]).toEqual(['A', 'A', 'A']);
    expect(made).toEqual(['a']);
  });

  it('forgets the least recently used key when full', async () => {
    const made: string[] = [];
    const get = memoise(2, (key: string) => key, async (key) => (made.push(key), key));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // forgets b
    await get('a');
    await get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not remember a call that failed', async () => {
    let calls = 0;
    const get = memoise(2, (key: string) => key, async () => {
      calls++;
      if (calls === 1) throw new Error('drawing failed');
      return 'ok';
    });
    await expect(get('a')).rejects.toThrow('drawing failed');
    await expect(get('a')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('svgToWebp', () => {
  it('draws a poster at the width asked, keeping its shape', async () => {
    const svg = eventPoster({ id: 'ev_1', title: 'Carnatic Classical Concert', category: 'music', color: '#7c3aed' });
    const image = await svgToWebp(svg, 1200, 400);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 225 });
    // Drawn, not blank: the background runs from one of the palette's colours to another.
    const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const first = [data[0], data[1], data[2]];
    const last = [data[data.length - 3], data[data.length - 2], data[data.length - 1]];
    expect(first).not.toEqual(last);
  });
});
