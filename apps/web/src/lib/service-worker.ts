/**
 * The service worker (sw.js, made by Workbox in scripts/finish-build.mjs) keeps the app shell and
 * its code on the device, so a second visit needs the network only for data. A new version waits
 * until the person chooses to reload (the banner offers it) or, failing that, until the next
 * navigation inside the app: never in the middle of someone's typing.
 */

let updateReady: ServiceWorker | null = null;
/** Set when another tab activated the new version: this tab reloads at its next navigation. */
let reloadAtNextNavigation = false;
let reloadRequested = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady !== null;
}

/** Reload: the waiting version takes over and every page of this tab comes from it. */
export function applyUpdate(): void {
  reloadRequested = true;
  if (updateReady) updateReady.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}

/** Called on every route change: the quiet moment to switch to a version already active. */
export function reloadIfUpdateActivated(): void {
  if (reloadAtNextNavigation) window.location.reload();
}

function watchForWaitingWorker(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker | null) => {
    // No controller yet: this is the first install, nothing older to replace.
    if (!worker || !navigator.serviceWorker.controller) return;
    updateReady = worker;
    notify();
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

const checkForUpdateEveryMs = 60 * 60 * 1000;

/** Registers sw.js after the page has loaded, so it never competes with the page for bandwidth. */
let registered = false;

export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) return;
    if (reloadRequested) window.location.reload();
    else reloadAtNextNavigation = true;
  });
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      watchForWaitingWorker(registration);
      setInterval(() => void registration.update().catch(() => undefined), checkForUpdateEveryMs);
    } catch {
      // No service worker (private mode, an old browser): Owo works as a plain web page.
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
