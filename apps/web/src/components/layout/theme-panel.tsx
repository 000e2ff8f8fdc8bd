import Close from '@mui/icons-material/Close';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useThemeSettings } from '../../app/theme/app-theme-provider.tsx';
import { LAYOUT } from '../../app/theme/create-app-theme.ts';
import { PRESET_PALETTES } from '../../app/theme/presets.ts';
import { PRESETS, type TThemeSettings } from '../../app/theme/theme-settings.ts';

interface TChoice<K extends keyof TThemeSettings> {
  key: K;
  title: string;
  options: { value: TThemeSettings[K]; label: string }[];
}

const CHOICES = [
  {
    key: 'mode',
    title: 'Modo',
    options: [
      { value: 'light', label: 'Claro' },
      { value: 'dark', label: 'Escuro' },
      { value: 'auto', label: 'Automático' },
    ],
  } satisfies TChoice<'mode'>,
  {
    key: 'menuOrientation',
    title: 'Menu',
    options: [
      { value: 'vertical', label: 'Vertical' },
      { value: 'horizontal', label: 'Horizontal' },
    ],
  } satisfies TChoice<'menuOrientation'>,
  {
    key: 'direction',
    title: 'Direção',
    options: [
      { value: 'ltr', label: 'LTR' },
      { value: 'rtl', label: 'RTL' },
    ],
  } satisfies TChoice<'direction'>,
];

/** The 'Tema' panel: mode, menu orientation, direction and colour preset, kept in local storage. */
export function ThemePanel() {
  const [open, setOpen] = useState(false);
  const { settings, update } = useThemeSettings();
  return (
    <>
      <Tooltip title="Tema">
        <IconButton aria-label="Configurações de tema" onClick={() => setOpen(true)}>
          <PaletteOutlined />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: LAYOUT.popupWidth, p: 2 }, role: 'dialog', 'aria-label': 'Tema' } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            Tema
          </Typography>
          <IconButton aria-label="Fechar" onClick={() => setOpen(false)}>
            <Close />
          </IconButton>
        </Stack>
        <Stack spacing={3}>
          {CHOICES.map((choice) => (
            <Box key={choice.key}>
              <Typography variant="subtitle2" id={`theme-${choice.key}`} sx={{ mb: 1 }}>
                {choice.title}
              </Typography>
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                color="primary"
                aria-labelledby={`theme-${choice.key}`}
                value={settings[choice.key]}
                onChange={(_event, value: string | null) => value && update({ [choice.key]: value })}
              >
                {choice.options.map((option) => (
                  <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none' }}>
                    {option.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          ))}
          <Box>
            <Typography variant="subtitle2" id="theme-preset" sx={{ mb: 1 }}>
              Cores
            </Typography>
            <Box
              role="group"
              aria-labelledby="theme-preset"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
            >
              {PRESETS.map((preset) => {
                const palette = PRESET_PALETTES[preset];
                const selected = settings.preset === preset;
                return (
                  <Box
                    key={preset}
                    component="button"
                    type="button"
                    aria-label={palette.label}
                    aria-pressed={selected}
                    onClick={() => update({ preset })}
                    sx={{
                      height: 48,
                      borderRadius: 2,
                      cursor: 'pointer',
                      border: 2,
                      borderColor: selected ? 'text.primary' : 'divider',
                      background: `linear-gradient(135deg, ${palette.primary} 50%, ${palette.secondary} 50%)`,
                    }}
                  />
                );
              })}
            </Box>
          </Box>
        </Stack>
      </Drawer>
    </>
  );
}
