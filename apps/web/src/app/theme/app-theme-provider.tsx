import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { createAppTheme } from './create-app-theme.ts';
import { parseThemeSettings, resolvePaletteMode, THEME_STORAGE_KEY, type TThemeSettings } from './theme-settings.ts';

export interface TThemeSettingsValue {
  settings: TThemeSettings;
  update(change: Partial<TThemeSettings>): void;
  /** The signed-in user's visual identity colour, used by the 'custom' preset. */
  setIdentityColor(color: string | null): void;
}

const ThemeSettingsContext = createContext<TThemeSettingsValue | null>(null);

function readStored() {
  try {
    return parseThemeSettings(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseThemeSettings(null);
  }
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readStored);
  const [identityColor, setIdentityColor] = useState<string | null>(null);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const paletteMode = resolvePaletteMode(settings.mode, prefersDark);

  const theme = useMemo(
    () => createAppTheme({ paletteMode, direction: settings.direction, preset: settings.preset, identityColor }),
    [paletteMode, settings.direction, settings.preset, identityColor],
  );

  useEffect(() => {
    // The dir attribute flips flex rows and text alignment for the whole document, portals included.
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  const value = useMemo<TThemeSettingsValue>(
    () => ({
      settings,
      update: (change) =>
        setSettings((current) => {
          const next = { ...current, ...change };
          localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
          return next;
        }),
      setIdentityColor,
    }),
    [settings],
  );

  return (
    <ThemeSettingsContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): TThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings outside AppThemeProvider');
  return value;
}
