import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for body text, with headroom for the light tint behind selected menu entries. */
const TARGET_RATIO = 4.8;

/**
 * A configured brand colour is used as text (selected menu entries, links), so it is darkened (light mode) or
 * lightened (dark mode) step by step until it reads on the page background.
 */
export function readableOn(color: string, background: string, mode: 'light' | 'dark'): string {
  let result = color;
  for (let step = 0; step < 20 && getContrastRatio(result, background) < TARGET_RATIO; step += 1) {
    result = mode === 'light' ? darken(color, (step + 1) * 0.05) : lighten(color, (step + 1) * 0.05);
  }
  return result;
}
