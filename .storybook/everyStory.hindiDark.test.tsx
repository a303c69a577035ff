import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadLocale } from '../packages/widget/src/i18n/i18n.ts';
import projectAnnotations from './preview.tsx';

/**
 * Every story of the widget once more, in Hindi and the dark theme, with axe on what it draws: a
 * text that is too faint in the dark, or a control whose name exists only in English, fails here
 * even when nobody wrote a Hindi dark story for that state.
 *
 * A story whose own language is Hindi runs its play function too. The others' plays are skipped:
 * they assert the English texts of their state, which this pass replaces. Instead each story is
 * checked once what it draws has settled (no change in the page for a moment), which is where
 * a play's first assertion would look.
 */
type StoryModule = { default: Meta } & Record<string, unknown>;

const modules = import.meta.glob<StoryModule>('../packages/widget/src/**/*.stories.tsx', { eager: true });
const OVERRIDE = { locale: 'hi-IN', theme: 'dark' } as const;

/** Resolves once nothing in the document has changed for `quietMs`, or after `maxMs` at most. */
function settled(quietMs = 100, maxMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const cap = setTimeout(done, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    }
  });
}

function isStory(name: string, value: unknown): value is StoryObj {
  return name !== 'default' && name !== '__namedExportsOrder' && typeof value === 'object' && value !== null;
}

beforeAll(async () => {
  setProjectAnnotations([a11yAnnotations, projectAnnotations]);
  // The provider suspends until the language's texts are in; load them once, not per story.
  await preloadLocale('hi-IN');
}, 60_000);
afterAll(() => document.body.replaceChildren());

for (const [file, module] of Object.entries(modules)) {
  const meta = module.default;
  describe(`${meta.title ?? file} in Hindi, dark`, () => {
    for (const [name, story] of Object.entries(module)) {
      if (!isStory(name, story)) continue;
      // A story already fixed to Hindi and dark runs with axe in the storybook projects: not twice.
      const own = { ...meta.globals, ...story.globals };
      if (own.locale === OVERRIDE.locale && own.theme === OVERRIDE.theme) continue;
      it(name, async () => {
        const ownLocale = story.globals?.locale ?? meta.globals?.locale ?? (story.parameters?.ticketkit as { locale?: string } | undefined)?.locale ?? (meta.parameters?.ticketkit as { locale?: string } | undefined)?.locale;
        const inHindi = ownLocale === 'hi-IN';
        // Without its play, axe would look at the first frame: the stand-in play waits for the story to settle.
        const play = inHindi ? story.play : () => settled();
        const composed = composeStory({ ...story, globals: { ...story.globals, ...OVERRIDE }, play }, meta, undefined, name);
        const canvasElement = document.createElement('div');
        document.body.replaceChildren(canvasElement);
        await composed.run({ canvasElement });
        const roots = [...document.querySelectorAll('.tk-root')].map((root) => `${root.getAttribute('lang')} ${root.getAttribute('data-theme')}`);
        expect(roots.filter((root) => root !== 'hi-IN dark'), 'every screen drawn in Hindi, dark').toEqual([]);
        const report = composed.reporting.reports.find((r) => r.type === 'a11y');
        const result = report?.result as { violations?: { id: string; help: string; nodes: { target: unknown; failureSummary?: string }[] }[]; error?: unknown } | undefined;
        expect(report, 'axe ran').toBeDefined();
        expect(result?.error, 'axe failed').toBeUndefined();
        const violations = (result?.violations ?? []).map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n  ')}`);
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }
  });
}
