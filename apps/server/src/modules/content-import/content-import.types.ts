import type { Layout, PreparedPart, ProbedMedia } from './media-tools.types.js';

/** English and Spanish texts of an imported pack or part (spec 1 §1). */
export type ImportTexts = { en: string; es: string };

/** A source file checked and ready to prepare: what it is, how it is laid out, who it is. */
export type PlannedPart = {
  file: string;
  sourcePath: string;
  /** sha256 of the absolute path, size, mtime and layout: a new value means a new preparation. */
  fingerprint: string;
  /** The file's name as a key segment (`canyon-flight-180-lr`). */
  partName: string;
  title: ImportTexts;
  isTrial: boolean;
  layout: Layout;
  probe: ProbedMedia;
};

/** A pack of the import, its slugs resolved to the catalog's rows. */
export type PlannedPack = {
  slug: string;
  categoryId: string;
  categoryName: string;
  title: ImportTexts;
  description: ImportTexts;
  priceCents: number;
  initialPriceCents: number;
  tagIds: string[];
  modelIds: string[];
  modelNames: string[];
  releaseDate: string | null;
  isExclusive: boolean;
  parts: PlannedPart[];
};

/** What the check of a folder decided: nothing is written until it passes whole. */
export type ImportPlan = { folder: string; hasManifest: boolean; packs: PlannedPack[] };

/** A prepared part once its files are in the media store: what the catalog rows are made of. */
export type UploadedPart = {
  prepared: PreparedPart;
  /** `content/<pack>/parts/<part>-<fp8>/`: every media key of the part starts with it. */
  keyPrefix: string;
  mainSize: number;
  /** The public imagery's `/static/content/…` URLs and their total size. */
  cover: string;
  storePreview: string;
  previewClip: string | null;
  thumbnails: string[];
  publicKeys: string[];
  publicBytes: number;
};

export type ImportItemStatus =
  'queued' | 'preparing' | 'prepared' | 'unchanged' | 'failed' | 'done';

/** The check of a folder failed: every problem found, each naming its file and reason. */
export class ImportCheckError extends Error {
  constructor(readonly problems: { file: string; reason: string }[]) {
    super(problems.map((problem) => `${problem.file}: ${problem.reason}`).join('\n'));
    this.name = 'ImportCheckError';
  }
}
