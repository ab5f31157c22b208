import { useEffect, useState } from 'react';

/** Seconds left before an action (resending a code) may run again. */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);

  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  const start = () => {
    const started = Date.now();
    setNow(started);
    setUntil(started + seconds * 1000);
  };
  return { remaining, start };
}
