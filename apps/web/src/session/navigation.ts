/**
 * Lets code outside React (the API client's 401 handling) use the router's navigate,
 * so a redirect keeps the page alive and the toast on screen. Before the router has
 * mounted it falls back to a full page load.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let routerNavigate: Navigate | null = null;

export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

export function navigateTo(path: string): void {
  if (routerNavigate) void routerNavigate(path, { replace: true });
  else window.location.assign(path);
}
