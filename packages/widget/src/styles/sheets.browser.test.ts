import { describe, expect, it } from 'vitest';
import indexCss from './index.css?raw';
import { widgetCss } from './sheets.ts';

const files = import.meta.glob<string>('./*.css', { query: '?raw', import: 'default', eager: true });

describe('given the widget stylesheets', () => {
  it('gives the custom elements the same files, in the same order, as index.css gives light DOM', () => {
    const imported = [...indexCss.matchAll(/@import '(\.\/[\w-]+\.css)';/g)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(1);
    expect(widgetCss).toBe(imported.map((f) => files[f]).join('\n'));
  });

  it('leaves out no stylesheet of the folder', () => {
    const imported = new Set([...indexCss.matchAll(/@import '(\.\/[\w-]+\.css)';/g)].map((m) => m[1]));
    expect(Object.keys(files).filter((f) => f !== './index.css' && !imported.has(f))).toEqual([]);
  });
});
