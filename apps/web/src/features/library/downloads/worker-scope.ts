import type { FromWorker, ToWorker } from './protocol';

/** The dedicated worker's globals this code uses (the project compiles against the DOM library). */
type WorkerScope = {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  navigator: Navigator;
};

export const scope = self as unknown as WorkerScope;

/** What a pack needs of the worker: telling the page, the device's storage, the network's state. */
export type WorkerPorts = {
  post(message: FromWorker): void;
  storage: StorageManager;
  isOnline(): boolean;
};
