/** Starts the installable, offline app in a built app (the dev server has no service worker). */
import { listenForInstallOffer } from './installOffer';

export function startProgressiveWebApp(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  listenForInstallOffer();
  const register = () => void import('./register').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
