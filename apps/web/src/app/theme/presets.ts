import type { TPreset } from './theme-settings.ts';

export interface TPresetPalette {
  label: string;
  primary: string;
  secondary: string;
  /** Lighter shades read better on dark backgrounds. */
  darkPrimary: string;
  darkSecondary: string;
}

/** The nine primary/secondary palettes; 'custom' takes the visual identity colour when one is configured. */
export const PRESET_PALETTES: Record<TPreset, TPresetPalette> = {
  custom: {
    label: 'Padrão',
    primary: '#1a64c8',
    secondary: '#6a3cc4',
    darkPrimary: '#64a8f5',
    darkSecondary: '#a98be6',
  },
  theme1: {
    label: 'Tema 1',
    primary: '#203461',
    secondary: '#e8486f',
    darkPrimary: '#7f9ad6',
    darkSecondary: '#f27a97',
  },
  theme2: {
    label: 'Tema 2',
    primary: '#00796b',
    secondary: '#f57c00',
    darkPrimary: '#4db6ac',
    darkSecondary: '#ffb74d',
  },
  theme3: {
    label: 'Tema 3',
    primary: '#2e7d32',
    secondary: '#5d4037',
    darkPrimary: '#81c784',
    darkSecondary: '#bcaaa4',
  },
  theme4: {
    label: 'Tema 4',
    primary: '#ad1457',
    secondary: '#283593',
    darkPrimary: '#f06292',
    darkSecondary: '#9fa8da',
  },
  theme5: {
    label: 'Tema 5',
    primary: '#c2410c',
    secondary: '#0f766e',
    darkPrimary: '#fb923c',
    darkSecondary: '#5eead4',
  },
  theme6: {
    label: 'Tema 6',
    primary: '#4527a0',
    secondary: '#00838f',
    darkPrimary: '#9575cd',
    darkSecondary: '#4dd0e1',
  },
  theme7: {
    label: 'Tema 7',
    primary: '#37474f',
    secondary: '#d81b60',
    darkPrimary: '#90a4ae',
    darkSecondary: '#f48fb1',
  },
  theme8: {
    label: 'Tema 8',
    primary: '#0d47a1',
    secondary: '#c49000',
    darkPrimary: '#5e92f3',
    darkSecondary: '#ffd54f',
  },
};
