import { useEffect } from 'react';

/**
 * Registers the console's service worker (pwa/service-worker.js, built to /sw.js) from the POS
 * and the kitchen display only: the sign-in page and the other screens download none of this,
 * and after one visit of either, every file of the console is on the device. Not in
 * development, where Vite serves modules one by one and there is no /sw.js.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline copy of the console could not be installed', error);
    });
  }, []);
}
