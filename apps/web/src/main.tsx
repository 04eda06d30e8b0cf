import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchConnectivity } from './lib/connectivity';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

initI18n();
watchConnectivity();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
