import { useSyncExternalStore } from 'react';

/**
 * The browser's own PWA install (Chromium's `beforeinstallprompt`): the event is kept when it
 * comes so the download-app modal can offer "Install on this device", and dropped once used or
 * once the app is installed. Browsers that never fire it simply never offer the button.
 */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export function createInstallPrompt() {
  let deferred: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };

  return {
    /** Starts listening on `target`; returns the function that stops. */
    listen: (target: Window): (() => void) => {
      const handlePrompt = (event: Event) => {
        // Keep the event for our own button instead of the browser's mini-infobar.
        event.preventDefault();
        deferred = event as BeforeInstallPromptEvent;
        publish();
      };
      const handleInstalled = () => {
        deferred = null;
        publish();
      };
      target.addEventListener('beforeinstallprompt', handlePrompt);
      target.addEventListener('appinstalled', handleInstalled);
      return () => {
        target.removeEventListener('beforeinstallprompt', handlePrompt);
        target.removeEventListener('appinstalled', handleInstalled);
      };
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canInstall: () => deferred !== null,
    /** Shows the browser's install dialog; an event can be used once. */
    install: async (): Promise<InstallOutcome> => {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      publish();
      await event.prompt();
      return (await event.userChoice).outcome;
    },
  };
}

export const installPrompt = createInstallPrompt();

export function useCanInstall(): boolean {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.canInstall, () => false);
}
