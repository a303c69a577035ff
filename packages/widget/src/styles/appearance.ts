import type { CSSProperties } from 'react';

export type Theme = 'light' | 'dark' | 'auto';

/** Every themable variable, as the camelCase key of `appearance.variables`. */
export const APPEARANCE_VARIABLES = {
  colorPrimary: '--ticketkit-color-primary',
  colorOnPrimary: '--ticketkit-color-on-primary',
  colorBackground: '--ticketkit-color-background',
  colorSurface: '--ticketkit-color-surface',
  colorText: '--ticketkit-color-text',
  colorMuted: '--ticketkit-color-muted',
  colorBorder: '--ticketkit-color-border',
  colorDanger: '--ticketkit-color-danger',
  colorWarning: '--ticketkit-color-warning',
  colorSuccess: '--ticketkit-color-success',
  colorFocus: '--ticketkit-color-focus',
  fontFamily: '--ticketkit-font-family',
  fontSize: '--ticketkit-font-size',
  fontWeightStrong: '--ticketkit-font-weight-strong',
  radius: '--ticketkit-radius',
  spacing: '--ticketkit-spacing',
} as const;
export type AppearanceVariable = keyof typeof APPEARANCE_VARIABLES;

export interface Appearance {
  theme?: Theme;
  variables?: Partial<Record<AppearanceVariable, string>>;
}

export type AppearanceResult = { ok: true; value: Appearance } | { ok: false; problem: string };

const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];
// A value is set with style.setProperty, which cannot escape its declaration; still refuse
// characters that have no business in a colour, length or font list.
const SAFE_VALUE = /^[^;{}<>\\]{1,200}$/;

/** Checks an appearance object (from a prop or the element's JSON attribute) and says what is wrong. */
export function parseAppearance(input: unknown): AppearanceResult {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, problem: 'appearance is not valid JSON' };
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problem: 'appearance must be an object like {"theme":"dark","variables":{…}}' };
  }
  const { theme, variables, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length) return { ok: false, problem: `appearance has unknown key "${extra[0]}"` };
  if (theme !== undefined && !THEMES.includes(theme as Theme)) {
    return { ok: false, problem: `appearance.theme must be one of ${THEMES.join(', ')}` };
  }
  const out: Appearance = {};
  if (theme !== undefined) out.theme = theme as Theme;
  if (variables !== undefined) {
    if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) {
      return { ok: false, problem: 'appearance.variables must be an object' };
    }
    const vars: Partial<Record<AppearanceVariable, string>> = {};
    for (const [key, v] of Object.entries(variables)) {
      if (!(key in APPEARANCE_VARIABLES)) return { ok: false, problem: `appearance.variables has unknown key "${key}"` };
      if (typeof v !== 'string' || !SAFE_VALUE.test(v)) {
        return { ok: false, problem: `appearance.variables.${key} must be a plain CSS value` };
      }
      vars[key as AppearanceVariable] = v;
    }
    out.variables = vars;
  }
  return { ok: true, value: out };
}

/** The inline custom properties for an appearance (React sets them through the CSSOM, which CSP allows). */
export function appearanceStyle(appearance: Appearance | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [key, v] of Object.entries(appearance?.variables ?? {})) {
    if (v) style[APPEARANCE_VARIABLES[key as AppearanceVariable]] = v;
  }
  return style as CSSProperties;
}
