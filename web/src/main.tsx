// The base and the kit's primitives first, so a feature's own class (loaded later) refines the kit's, never loses.
import './styles/base.css';
import './styles/kit.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './platform/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// en and he are bundled; a saved fr/it choice fetches its translations before the first render.
// Firebase (Auth, Firestore) is requested by <FirebaseProviders> after the router has asked for the first
// screen's code, so it never delays the first paint (platform/firebase.ts).
initI18n()
  .catch((error: unknown) => console.error('i18n failed to initialise', error))
  .finally(() => createRoot(container).render(<App />));
