import { describe, expect, it } from 'vitest';
import { freeRanges } from './ical-sync.ts';

describe('freeRanges: the nights of a block nobody else holds', () => {
  const r = (start: string, end: string) => ({ start, end });

  it('is the whole block when nothing overlaps it, including holders ending on its first day or starting on its end', () => {
    expect(freeRanges('2025-03-10', '2025-03-15', [])).toEqual([r('2025-03-10', '2025-03-15')]);
    expect(
      freeRanges('2025-03-10', '2025-03-15', [r('2025-03-05', '2025-03-10'), r('2025-03-15', '2025-03-20')]),
    ).toEqual([r('2025-03-10', '2025-03-15')]);
  });

  it('leaves out held nights inside, at either end and across month and year boundaries', () => {
    expect(freeRanges('2025-03-10', '2025-03-15', [r('2025-03-12', '2025-03-13')])).toEqual([
      r('2025-03-10', '2025-03-12'),
      r('2025-03-13', '2025-03-15'),
    ]);
    expect(
      freeRanges('2025-12-30', '2026-01-03', [r('2025-12-01', '2025-12-31'), r('2026-01-02', '2026-02-01')]),
    ).toEqual([r('2025-12-31', '2026-01-02')]);
  });

  it('merges overlapping and unsorted holders and is empty when they cover everything', () => {
    const taken = [r('2025-03-13', '2025-03-20'), r('2025-03-01', '2025-03-11'), r('2025-03-10', '2025-03-14')];
    expect(freeRanges('2025-03-10', '2025-03-15', taken)).toEqual([]);
    expect(freeRanges('2025-03-05', '2025-03-25', taken)).toEqual([r('2025-03-20', '2025-03-25')]);
  });
});
