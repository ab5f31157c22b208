const reloadKey = 'chunk-reload-at';
const reloadGuardMs = 10_000;

/** True for the errors browsers raise when a lazily loaded script is gone after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Loading chunk|preload CSS/i.test(
    message,
  );
}

let reloadWhenOnline = false;

/**
 * Offline, a script fails to load because there is no network, not because a new build replaced
 * it: reloading now would swap Owo for the browser's offline page. Reload when the network is
 * back instead (the offline banner says what is going on meanwhile).
 */
function waitForNetworkThenReload(): void {
  if (reloadWhenOnline) return;
  reloadWhenOnline = true;
  window.addEventListener('online', () => window.location.reload(), { once: true });
}

/**
 * Reloads once to pick up the new build. A second failure within 10 s shows the error
 * page instead of reloading forever. Returns whether a reload was started (or, offline,
 * is set to start when the network is back).
 */
export function reloadOnceForChunkError(): boolean {
  if (navigator.onLine === false) {
    waitForNetworkThenReload();
    return true;
  }
  const last = Number(window.sessionStorage.getItem(reloadKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return false;
  window.sessionStorage.setItem(reloadKey, String(Date.now()));
  window.location.reload();
  return true;
}
