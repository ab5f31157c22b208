/**
 * Lets code outside React (the API client's 401 handling) use the router's navigate,
 * so a redirect keeps the page alive and the toast on screen. A move asked for before the
 * router has mounted (an answer to a route loader's call) waits for it.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let routerNavigate: Navigate | null = null;
let waitingPath: string | null = null;

export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
  if (navigate && waitingPath !== null) {
    const path = waitingPath;
    waitingPath = null;
    if (window.location.pathname !== path) void navigate(path, { replace: true });
  }
}

export function navigateTo(path: string): void {
  if (routerNavigate) void routerNavigate(path, { replace: true });
  else waitingPath = path;
}
