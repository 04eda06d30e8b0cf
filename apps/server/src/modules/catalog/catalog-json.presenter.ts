import type { PackRow } from './catalog.repository.js';
import { viewerFieldsOf } from './catalog.presenter.js';
import type { CatalogSnapshot } from './catalog.snapshot.js';
import { GUEST, type Viewer } from './viewer.types.js';

// Per catalog snapshot: each pack's answer in a language, serialized without its viewer fields
// and its closing brace (`kind:language:id` → `{"id":…,"is2DViewerEnabled":true`).
const packHeads = new WeakMap<CatalogSnapshot, Map<string, string>>();

/**
 * A list's JSON for a signed-in viewer: everything but the three viewer fields of each pack is
 * serialized once per catalog version and language, and reused for every user.
 */
export function joinedFor(
  snapshot: CatalogSnapshot,
  kind: 'pack' | 'short',
  packs: readonly PackRow[],
  viewer: Viewer,
  present: (pack: PackRow, guest: Viewer) => object,
): string {
  let heads = packHeads.get(snapshot);
  if (!heads) {
    heads = new Map();
    packHeads.set(snapshot, heads);
  }
  const guest = { ...GUEST, language: viewer.language };
  const items = packs.map((pack) => {
    const key = `${kind}:${viewer.language}:${pack.id}`;
    let head = heads.get(key);
    if (head === undefined) {
      const fields: Record<string, unknown> = { ...present(pack, guest) };
      for (const name of Object.keys(viewerFieldsOf(pack, guest))) delete fields[name];
      head = JSON.stringify(fields).slice(0, -1);
      heads.set(key, head);
    }
    return `${head},${JSON.stringify(viewerFieldsOf(pack, viewer)).slice(1)}`;
  });
  return `[${items.join(',')}]`;
}
