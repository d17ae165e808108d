// The base and the kit's primitives first, so a feature's own class (loaded later) refines the kit's, never loses.
import './styles/base.css';
import './styles/kit.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { initI18n } from './platform/i18n';
import { startProgressiveWebApp } from './platform/pwa';

startProgressiveWebApp();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** A later task: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// en and he are bundled; a saved fr/it choice fetches its translations before the first render.
// Firebase (Auth, Firestore) is requested by <FirebaseProviders> after the router has asked for the first
// screen's code, so it never delays the first paint (platform/firebase.ts).
// The modules' evaluation, the translations' setup, the router's first match (which starts the screen's code) and
// React's first render run as separate tasks, and the render as a transition (React yields every 5 ms), not as one
// long task: a task's length past 50 ms at a phone's speed is blocking time (decision 0023, amended).
void nextTask()
  .then(() => initI18n())
  .catch((error: unknown) => console.error('i18n failed to initialise', error))
  .then(nextTask)
  .then(createAppRouter)
  .then(async (router) => {
    await nextTask();
    startTransition(() => createRoot(container).render(<App router={router} />));
  });
