/*
 * What the app has cached from the API (TanStack Query's cache, api/query-client.ts) is cleared
 * when someone signs in, so nothing of a previous user's leaks into their session. The sign-in
 * page calls this without loading the query library: the cache, if it exists yet, said here how
 * to clear it when it was made.
 */

let clear: () => void = () => undefined;

export function onClearCachedData(clearCache: () => void): void {
  clear = clearCache;
}

export function clearCachedData(): void {
  clear();
}
