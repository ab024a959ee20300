// Redux DevTools: always on in development; in a production build only after ?devtools=1 (kept for the tab).
const KEY = 'storefront.devtools';

export function devToolsEnabled(): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  try {
    const flag = new URLSearchParams(window.location.search).get('devtools');
    if (flag === '1') sessionStorage.setItem(KEY, '1');
    if (flag === '0') sessionStorage.removeItem(KEY);
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
