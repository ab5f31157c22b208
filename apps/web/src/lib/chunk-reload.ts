const reloadKey = 'chunk-reload-at';
const reloadGuardMs = 10_000;

/** True for the errors browsers raise when a lazily loaded script is gone after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Loading chunk|preload CSS/i.test(
    message,
  );
}

/**
 * Reloads once to pick up the new build. A second failure within 10 s shows the error
 * page instead of reloading forever. Returns whether a reload was started.
 */
export function reloadOnceForChunkError(): boolean {
  const last = Number(window.sessionStorage.getItem(reloadKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return false;
  window.sessionStorage.setItem(reloadKey, String(Date.now()));
  window.location.reload();
  return true;
}
