// A value that follows its input only after a pause; the delay may depend on what changed (0 = next tick).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(
  value: T,
  delayMs: number | ((settled: T, next: T) => number),
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const [settled, setSettled] = useState(value);
  const same = isEqual(value, settled);
  useEffect(() => {
    if (same) return;
    const delay = typeof delayMs === 'function' ? delayMs(settled, value) : delayMs;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, same, delayMs]);
  return same ? value : settled;
}
