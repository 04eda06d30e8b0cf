/** Injected by the build: the entry's assets and the public files, and a hash of them. */
declare const __SW_PRECACHE__: string[];
declare const __SW_VERSION__: string;

// The worker globals the service worker uses (the project compiles against the DOM library).
type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
export type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
};
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };
type PushEvent = ExtendableEvent & { data: { text: () => string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  postMessage: (message: unknown) => void;
  focus: () => Promise<WindowClient>;
  navigate: (url: string) => Promise<WindowClient | null>;
};
type WorkerScope = {
  location: { origin: string };
  registration: ServiceWorkerRegistration;
  skipWaiting: () => Promise<void>;
  clients: {
    claim: () => Promise<void>;
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<WindowClient[]>;
    openWindow: (url: string) => Promise<WindowClient | null>;
  };
  addEventListener: ((
    type: 'install' | 'activate',
    listener: (event: ExtendableEvent) => void,
  ) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void) &
    ((type: 'message', listener: (event: ExtendableMessageEvent) => void) => void) &
    ((type: 'push', listener: (event: PushEvent) => void) => void) &
    ((type: 'notificationclick', listener: (event: NotificationEvent) => void) => void);
};

export const worker = self as unknown as WorkerScope;
export const ORIGIN = worker.location.origin;
/** What the build lists to keep on install, and the version it makes of them. */
export const PRECACHE: readonly string[] = __SW_PRECACHE__;
export const VERSION: string = __SW_VERSION__;
/** Cache lookups ignore Vary: the server varies on headers a stored answer still serves. */
export const ANY_VARY = { ignoreVary: true };
