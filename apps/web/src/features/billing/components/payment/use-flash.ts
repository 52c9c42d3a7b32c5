import { useCallback, useEffect, useRef, useState } from 'react';

/** A state that turns on when flashed and off again after `durationMs` (a repeated flash restarts it). */
export function useFlash(durationMs: number): [on: boolean, flash: () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);
  return [on, flash];
}
