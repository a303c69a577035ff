import { useLayoutEffect, useRef, useState } from 'react';
import { APPEARANCE_VARIABLES, type AppearanceVariable } from '../../packages/widget/src/styles/appearance.ts';
import { Scrolls } from './Scrolls.tsx';

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
      <Scrolls label="Appearance variables">
        <table aria-label="Appearance variables">
          <thead>
            <tr>
              <th scope="col">variables key</th>
              <th scope="col">CSS custom property</th>
              <th scope="col">light</th>
              <th scope="col">dark</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(APPEARANCE_VARIABLES).map(([key, property]) => (
              <tr key={key}>
                <th scope="row"><code>{key}</code></th>
                <td><code>{property}</code></td>
                <td><code>{defaults[key as AppearanceVariable]?.light}</code></td>
                <td><code>{defaults[key as AppearanceVariable]?.dark}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scrolls>
    </>
  );
}
