/** Interface theme choices kept in local storage (backoffice §1, §9). */
export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export const MENU_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const PRESETS = [
  'custom',
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
  'theme7',
  'theme8',
] as const;

export type TThemeMode = (typeof THEME_MODES)[number];
export type TMenuOrientation = (typeof MENU_ORIENTATIONS)[number];
export type TDirection = (typeof DIRECTIONS)[number];
export type TPreset = (typeof PRESETS)[number];

export interface TThemeSettings {
  mode: TThemeMode;
  menuOrientation: TMenuOrientation;
  direction: TDirection;
  preset: TPreset;
}

export const DEFAULT_THEME_SETTINGS: TThemeSettings = {
  mode: 'light',
  menuOrientation: 'vertical',
  direction: 'ltr',
  preset: 'custom',
};

export const THEME_STORAGE_KEY = 'estadia.theme';

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads stored settings field by field, so one stale or hand-edited value does not reset the others. */
export function parseThemeSettings(raw: string | null): TThemeSettings {
  let stored: Partial<Record<keyof TThemeSettings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    stored = {};
  }
  const d = DEFAULT_THEME_SETTINGS;
  return {
    mode: pick(THEME_MODES, stored.mode, d.mode),
    menuOrientation: pick(MENU_ORIENTATIONS, stored.menuOrientation, d.menuOrientation),
    direction: pick(DIRECTIONS, stored.direction, d.direction),
    preset: pick(PRESETS, stored.preset, d.preset),
  };
}

/** 'auto' follows the system's prefers-color-scheme. */
export function resolvePaletteMode(mode: TThemeMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
}
