import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableOn } from './readable-color.ts';

describe('readableOn', () => {
  it('keeps a colour that already reads well', () => {
    expect(readableOn('#0d47a1', '#f4f6fa', 'light')).toBe('#0d47a1');
  });

  it('darkens a light brand colour on a light page and lightens a dark one on a dark page', () => {
    const light = readableOn('#1e6fd9', '#f4f6fa', 'light');
    expect(getContrastRatio(light, '#f4f6fa')).toBeGreaterThanOrEqual(4.8);
    const dark = readableOn('#203461', '#111827', 'dark');
    expect(getContrastRatio(dark, '#111827')).toBeGreaterThanOrEqual(4.8);
  });
});
