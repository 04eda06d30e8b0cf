import { OwnerPacks } from './owner-packs';
import type { ToWorker } from './protocol';
import { scope } from './worker-scope';

/**
 * The download manager (spec 2 §4 download status): fetches a pack's files chunk by chunk with
 * Range requests (range-fetch.ts), checks every chunk against the SHA-256 of the content metadata
 * before it counts (chunk-verify.ts), and writes it into the Origin Private File System through a
 * synchronous access handle (opfs-writer.ts). Nothing is held whole in memory: a response streams
 * through one chunk-sized buffer.
 *
 * What is on disk is the truth: when a pack is taken up again (a reload, a closed tab, a network
 * drop), the chunks already stored are hashed and only the missing or damaged ones are fetched
 * (pack-chunks.ts).
 *
 * A file the server keeps packed (gzip, spec 2 §3 compression) is fetched to `<name>.gz`, then
 * unpacked as a stream through `DecompressionStream` into its own file — each unpacked chunk checked
 * against the played file's hashes — and the packed form deleted (unpack.ts).
 *
 * This file takes the page's messages (protocol.ts) to the account's packs (owner-packs.ts), each
 * moved by its state machine (pack-machine.ts).
 */

const owners = new OwnerPacks({
  post: (message) => scope.postMessage(message),
  storage: scope.navigator.storage,
  isOnline: () => scope.navigator.onLine,
});

async function handle(message: ToWorker) {
  if (message.type === 'init') return owners.init(message.owner);
  // Links and a pause go to the pack at once: a job waiting for links holds up the opening of
  // another account (its packs are stopped first), which must not wait for this message.
  if (message.type === 'links') {
    owners.get(message.contentId)?.links.take(message.links);
    return;
  }
  if (message.type === 'pause') {
    owners.get(message.contentId)?.pause();
    return;
  }
  if (message.type === 'offline') {
    networkLost();
    return;
  }
  await owners.whenOpen();
  await handleOpen(message);
}

/** A message about the packs of the account open (or none). */
async function handleOpen(message: ToWorker) {
  switch (message.type) {
    case 'forget':
      return owners.forget(message.owner);
    case 'download':
      return owners.download(message.plan);
    case 'outdated':
      return owners.get(message.plan.contentId)?.offerUpdate(message.plan);
    case 'update':
      owners.get(message.contentId)?.run('update');
      return;
    case 'resume':
      owners.get(message.contentId)?.run('download');
      return;
    case 'decompress':
      owners.get(message.contentId)?.unpackAgain();
      return;
    case 'remove':
      return owners.remove(message.contentId);
    case 'verify': {
      const pack = owners.get(message.contentId);
      const isIntact = pack ? await pack.verify(message.fileId) : false;
      scope.postMessage({ type: 'verified', requestId: message.requestId, isIntact });
      return;
    }
    case 'plan':
      return owners.adoptFound(message.contentId, message.plan, message.isUnknown, message.owner);
    case 'online':
      retryAfterNetwork();
      return;
  }
}

function retryAfterNetwork() {
  for (const pack of owners.packs.values()) pack.retryAfterNetwork();
}

/** The page or the worker heard the browser go offline: what is fetched is cut at once. */
function networkLost() {
  for (const pack of owners.packs.values()) pack.networkLost();
}

// Messages are handled one after another, so a removal never races the download it stops.
let queue: Promise<unknown> = Promise.resolve();
scope.addEventListener('message', (event) => {
  const message = event.data;
  // Links answer a download that waits for them: never queued behind it.
  if (message.type === 'links' || message.type === 'pause' || message.type === 'offline') {
    void handle(message);
    return;
  }
  queue = queue.then(() => handle(message)).catch((error: unknown) => console.error(error));
});
scope.addEventListener('online', retryAfterNetwork);
scope.addEventListener('offline', networkLost);
