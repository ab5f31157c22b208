/**
 * Whether Owo can reach its server, as the API client last found out. A call whose request never
 * got an answer (fetch rejected: offline, server down, connection dropped) marks the connection
 * lost; the banner (components/shell/NetworkBanner.tsx) shows it, and the calls waiting to be sent
 * again wait here until it is back.
 *
 * "Back" is any of: the browser says it is online again, a small probe of /api/ready answers, or
 * the person presses Try again. The probe matters because `navigator.onLine` stays true when the
 * Wi-Fi is up but the internet behind it is not, and no 'online' event would ever come.
 */

export type ConnectionState = 'online' | 'offline' | 'unreachable';

const probeEveryMs = 5000;

// A page opened while offline (served by the service worker) starts by saying so.
let state: ConnectionState = typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online';
const listeners = new Set<() => void>();
let waiters: Array<() => void> = [];
let probeTimer: ReturnType<typeof setInterval> | undefined;

function setState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function connectionState(): ConnectionState {
  return state;
}

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Called by the API client when a request got no answer at all. */
export function markConnectionLost(): void {
  setState(browserSaysOffline() ? 'offline' : 'unreachable');
  startProbing();
}

/** The server answered: whatever waited for it goes now. */
export function markConnectionBack(): void {
  stopProbing();
  setState('online');
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/** Resolves when the connection is back (immediately when it was never lost). */
export function waitForConnection(): Promise<void> {
  if (state === 'online') return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

/** Try again now: the probe decides, so a button press while still offline changes nothing. */
export async function checkConnectionNow(): Promise<boolean> {
  try {
    const response = await fetch('/api/ready', { cache: 'no-store' });
    if (response.ok) {
      markConnectionBack();
      return true;
    }
  } catch {
    // Still no answer.
  }
  if (state !== 'online') setState(browserSaysOffline() ? 'offline' : 'unreachable');
  return false;
}

function startProbing(): void {
  if (probeTimer !== undefined) return;
  probeTimer = setInterval(() => {
    // While the browser itself says offline, the 'online' event will tell us; no need to ask.
    if (!browserSaysOffline()) void checkConnectionNow();
  }, probeEveryMs);
}

function stopProbing(): void {
  if (probeTimer === undefined) return;
  clearInterval(probeTimer);
  probeTimer = undefined;
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    setState('offline');
    startProbing();
  });
  // 'online' only means a network is there; confirm Owo answers before sending what waited.
  window.addEventListener('online', () => {
    void checkConnectionNow();
  });
}
