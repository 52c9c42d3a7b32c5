import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, never below 0. */
  remaining: number;
  restart: () => void;
}

/**
 * Counts `seconds` down in 1 s steps. The time left is computed from Date.now() rather than by counting
 * ticks, so a throttled background tab (or a test clock) never slows it down.
 */
export function useCountdown(seconds: number): Countdown {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const remaining = Math.max(0, seconds - Math.floor((now - startedAt) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => {
    const time = Date.now();
    setStartedAt(time);
    setNow(time);
  }, []);

  return { remaining, restart };
}

/** 299 → '04:59'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
