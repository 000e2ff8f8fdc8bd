import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, parseThemeSettings, resolvePaletteMode } from './theme-settings.ts';

describe('parseThemeSettings', () => {
  it('defaults to light, vertical, ltr and the custom preset', () => {
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(DEFAULT_THEME_SETTINGS.mode).toBe('light');
  });

  it('keeps valid stored values and replaces invalid ones one by one', () => {
    const raw = JSON.stringify({ mode: 'dark', menuOrientation: 'sideways', direction: 'rtl', preset: 'theme9' });
    expect(parseThemeSettings(raw)).toEqual({
      mode: 'dark',
      menuOrientation: 'vertical',
      direction: 'rtl',
      preset: 'custom',
    });
  });

  it('survives broken storage', () => {
    expect(parseThemeSettings('{not json')).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('42')).toEqual(DEFAULT_THEME_SETTINGS);
  });
});

describe('resolvePaletteMode', () => {
  it('follows the system only in auto mode', () => {
    expect(resolvePaletteMode('auto', true)).toBe('dark');
    expect(resolvePaletteMode('auto', false)).toBe('light');
    expect(resolvePaletteMode('light', true)).toBe('light');
    expect(resolvePaletteMode('dark', false)).toBe('dark');
  });
});
