import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import classes from './RouteProgress.module.css';

/** Quick navigations finish before this; showing a bar for them would only flicker. */
const showAfterMs = 150;

/**
 * A thin bar across the top of the screen while a route change is under way: its code loading
 * (each page is its own chunk) or its loader running. On a slow network the click otherwise
 * seems to do nothing.
 */
export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), showAfterMs);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return <div role="progressbar" aria-label="Loading page" className={classes.bar} />;
}
