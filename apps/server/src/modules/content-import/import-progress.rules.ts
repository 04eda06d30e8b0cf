import type { ImportItemRow } from './content-import.repository.js';

const BAR_WIDTH = 24;

const STATUS_WORDS: Record<string, string> = {
  queued: 'waiting',
  preparing: 'preparing',
  prepared: 'prepared',
  unchanged: 'unchanged',
  failed: 'FAILED',
  done: 'done',
};

type ItemView = Pick<ImportItemRow, 'file' | 'status' | 'progress' | 'error'>;

/** `[#########---------------]  38%  canyon.mp4  preparing`: one part's line. */
export function progressLine(item: ItemView): string {
  const fraction = Math.min(Math.max(item.progress, 0), 1);
  const filled = Math.round(fraction * BAR_WIDTH);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const status = STATUS_WORDS[item.status] ?? item.status;
  const error = item.status === 'failed' && item.error ? `: ${item.error}` : '';
  return `${bar} ${percent}  ${item.file}  ${status}${error}`;
}

/** A line per part whose tenth of progress or status moved since `last` (a log, not a terminal). */
export function progressChanges(items: ItemView[], last: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const item of items) {
    const step = `${item.status}:${Math.floor(Math.min(item.progress, 1) * 10)}`;
    if (last.get(item.file) === step) continue;
    last.set(item.file, step);
    lines.push(progressLine(item));
  }
  return lines;
}

/** The closing summary: per pack, what was prepared and what was left as it was. */
export function importSummary(items: Pick<ImportItemRow, 'packSlug' | 'status' | 'uploaded'>[]) {
  const packs = new Map<string, { prepared: number; unchanged: number; renditions: Set<string> }>();
  for (const item of items) {
    const pack = packs.get(item.packSlug) ?? { prepared: 0, unchanged: 0, renditions: new Set() };
    packs.set(item.packSlug, pack);
    if (item.status === 'unchanged') pack.unchanged += 1;
    else pack.prepared += 1;
    for (const rendition of item.uploaded?.prepared.renditions ?? []) {
      pack.renditions.add(rendition.name);
    }
  }
  return [...packs].map(
    ([slug, pack]) =>
      `${slug}: ${pack.prepared} ${pack.prepared === 1 ? 'part' : 'parts'} prepared, ${pack.unchanged} unchanged` +
      (pack.renditions.size > 0 ? `; renditions ${[...pack.renditions].join(', ')}` : ''),
  );
}
