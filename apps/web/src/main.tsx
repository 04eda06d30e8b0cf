import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
import { watchConnectivity } from './lib/connectivity';
import { initI18n } from './lib/i18n';
import { detectXrCapability } from './lib/platform';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

watchConnectivity();
registerServiceWorker();

// The page the server wrote the HTML (and its head) for, before anything can move the address.
const servedPath = window.location.pathname;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render needs the catalogue of the page's language (one small chunk, preloaded), then
// the first page's code and data (app/app.tsx prepareApp), which its requests send that language
// for. Not a top-level await: with one in the entry, the bundler splits every module the entry
// shares with a lazy page into its own chunk.
// A transition, so React renders the first screen in slices and the page stays responsive (the
// server's first screen, if any, shows until it is done).
// The variant is settled (WebXR asked whether this is a headset) before anything asks for it.
Promise.all([initI18n(), detectXrCapability()])
  .then(prepareApp)
  .then(
    (app) =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App {...app} servedPath={servedPath} />
          </StrictMode>,
        ),
      ),
    () => showLoadFailure(root),
  );

/**
 * The app's texts could not be loaded, even after retries (the connection dropped while the page
 * loaded): no catalogue to speak from, so both languages say it, with a way to try again.
 */
function showLoadFailure(container: HTMLElement) {
  const notice = document.createElement('div');
  notice.className = 'notice';
  notice.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent =
    'Parallax could not load. Check your connection and try again. · ' +
    'Parallax no se pudo cargar. Comprueba tu conexión e inténtalo de nuevo.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = 'Reload · Recargar';
  retry.addEventListener('click', () => window.location.reload());
  notice.append(message, retry);
  container.replaceChildren(notice);
}
