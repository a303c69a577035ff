import { useLayoutEffect, useRef, useState } from 'react';
import { APPEARANCE_VARIABLES, type AppearanceVariable } from '../../packages/widget/src/styles/appearance.ts';
import { DocTable } from './DocTable.tsx';

type Defaults = Partial<Record<AppearanceVariable, { light: string; dark: string }>>;

/**
 * Every `appearance.variables` key with its CSS custom property and its default in each theme. The
 * defaults are read from the widget's own stylesheet (tokens.css, which the preview loads), so they
 * are the values a screen really gets.
 */
export function AppearanceTable() {
  const light = useRef<HTMLDivElement>(null);
  const dark = useRef<HTMLDivElement>(null);
  const [defaults, setDefaults] = useState<Defaults>({});
  useLayoutEffect(() => {
    if (!light.current || !dark.current) return;
    const [l, d] = [getComputedStyle(light.current), getComputedStyle(dark.current)];
    const read: Defaults = {};
    for (const [key, property] of Object.entries(APPEARANCE_VARIABLES)) {
      read[key as AppearanceVariable] = { light: l.getPropertyValue(property).trim(), dark: d.getPropertyValue(property).trim() };
    }
    setDefaults(read);
  }, []);
  return (
    <>
      <div ref={light} className="tk-root" data-theme="light" hidden />
      <div ref={dark} className="tk-root" data-theme="dark" hidden />
      <DocTable
        label="Appearance variables"
        columns={['variables key', 'CSS custom property', 'light', 'dark']}
        rows={Object.entries(APPEARANCE_VARIABLES).map(([key, property]) => ({
          key,
          cells: [
            <code>{key}</code>,
            <code>{property}</code>,
            <code>{defaults[key as AppearanceVariable]?.light}</code>,
            <code>{defaults[key as AppearanceVariable]?.dark}</code>,
          ],
        }))}
      />
    </>
  );
}
