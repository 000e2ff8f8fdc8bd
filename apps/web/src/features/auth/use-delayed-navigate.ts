import { useEffect, useRef } from 'react';
import type { NavigateFunction } from 'react-router';

/** booking-and-account §9: the reset screens move on 1.5 s after their success message. */
export const REDIRECT_DELAY_MS = 1500;

export function useDelayedNavigate(navigate: NavigateFunction) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
  };
}
