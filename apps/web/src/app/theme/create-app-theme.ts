import { createTheme } from '@mui/material/styles';
import { PRESET_PALETTES } from './presets.ts';
import { readableOn } from './readable-color.ts';
import type { TDirection, TPreset } from './theme-settings.ts';

/** Layout constants of backoffice §9. */
export const LAYOUT = {
  drawerWidth: 240,
  miniDrawerWidth: 90,
  headerHeight: 74,
  popupWidth: 290,
} as const;

export interface TThemeInput {
  paletteMode: 'light' | 'dark';
  direction: TDirection;
  preset: TPreset;
  /** Visual identity colour (#RRGGBB) used by the 'custom' preset. */
  identityColor?: string | null;
}

export function createAppTheme({ paletteMode, direction, preset, identityColor }: TThemeInput) {
  const palette = PRESET_PALETTES[preset];
  const dark = paletteMode === 'dark';
  const background = dark ? { default: '#111827', paper: '#1a2233' } : { default: '#f4f6fa', paper: '#ffffff' };
  const customPrimary =
    preset === 'custom' && identityColor ? readableOn(identityColor, background.default, paletteMode) : null;
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1440 } },
    shape: { borderRadius: 8 },
    typography: { htmlFontSize: 16, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    palette: {
      mode: paletteMode,
      primary: { main: customPrimary ?? (dark ? palette.darkPrimary : palette.primary) },
      secondary: { main: dark ? palette.darkSecondary : palette.secondary },
      background,
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
