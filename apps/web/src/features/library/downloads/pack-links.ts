import { LinksExpired } from './download-errors';
import type { FileLinks } from './protocol';

/** Links are renewed when they expire within this margin. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * A pack's signed links (spec 2 §7 download links), asked of the page: it calls the server, the
 * worker has no session of its own.
 */
export class PackLinks {
  private links: FileLinks | null = null;
  private waiter: ((links: FileLinks | null) => void) | null = null;
  /** The page's answer being waited for: requests that need links at once share it. */
  private request: Promise<FileLinks | null> | null = null;

  /** `ask` posts the pack's call for links to the page. */
  constructor(private readonly ask: () => void) {}

  /** The page's answer (null: none could be had, or the pack is stopping). */
  take(links: FileLinks | null) {
    this.links = links;
    this.waiter?.(links);
    this.waiter = null;
  }

  /** Links good for a while yet, or fresh ones (`renew`: the current ones were refused). */
  async fresh(renew: boolean): Promise<FileLinks> {
    if (!renew && this.links && Date.parse(this.links.expiresAt) - Date.now() > EXPIRY_MARGIN_MS) {
      return this.links;
    }
    this.request ??= new Promise<FileLinks | null>((resolve) => {
      this.waiter = resolve;
      this.ask();
    }).finally(() => {
      this.request = null;
    });
    const links = await this.request;
    if (!links) throw new LinksExpired('no links');
    return links;
  }
}
