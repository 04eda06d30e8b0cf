import { afterFirstScreen } from './lib/after-first-screen';
import { warmTypeStyles } from './lib/warm-type';
import './styles.css';

// The page the server wrote the HTML (and its head) for, before anything can move the address.
const servedPath = window.location.pathname;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The app's code is fetched once the server's first screen has painted (lib/after-first-screen.ts):
// this entry is all the page loads before it. Not a top-level await: with one in the entry, the
// bundler splits every module the entry shares with a lazy page into its own chunk.
// The fonts of the app's type styles are looked up meanwhile (lib/warm-type.ts).
afterFirstScreen()
  .then(() => {
    const typeReady = warmTypeStyles();
    return import('./app/start').then(({ startApp }) => startApp(root, servedPath, typeReady));
  })
  .catch(() => showLoadFailure(root));

/**
 * The app's code or texts could not be loaded, even after retries (the connection dropped while the page
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
