import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { watchConnectivity } from '@/lib/connectivity';
import { initI18n } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { detectXrCapability } from '@/lib/platform';
import { registerServiceWorker } from '@/lib/service-worker';
import { App, prepareApp } from './app';

// The answers' schemas check each answer once: compiling a parser per schema (zod's JIT) costs
// more than it saves on a phone, and is a `new Function` a strict content policy refuses.
zodConfig({ jitless: true });

/**
 * Starts the app in `root`, over the server's first screen if any. `servedPath`: the page the
 * server wrote the HTML (and its head) for.
 *
 * The first render needs the catalogue of the page's language (one small chunk, preloaded), then
 * the first page's code and data (app.tsx prepareApp), which its requests send that language for.
 * A transition, so React renders the first screen in slices and the page stays responsive (the
 * server's first screen, if any, shows until it is done). The variant is settled (WebXR asked
 * whether this is a headset) before anything asks for it, and the fonts of the app's type styles
 * have been looked up (`typeReady`, lib/warm-type.ts). Each step starts in a task of its own
 * (after running the app's code, after the router's setup), so none adds to another's.
 */
export async function startApp(
  root: HTMLElement,
  servedPath: string,
  typeReady: Promise<void>,
): Promise<void> {
  await nextTask();
  watchConnectivity();
  registerServiceWorker();
  const app = await Promise.all([initI18n(), detectXrCapability()]).then(prepareApp);
  await typeReady;
  await nextTask();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...app} servedPath={servedPath} />
      </StrictMode>,
    ),
  );
}
