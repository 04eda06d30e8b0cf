import type { ContentBlock } from '@parallax/core/contracts/documents';

/**
 * The document pages of the demo (spec 1 §2 other pages) in en and es. Written for the demo
 * operator "Parallax"; the addresses use the reserved `.example` domain.
 */
export type DemoDocument = {
  title: string;
  description: string;
  updatedAt: string;
  blocks: ContentBlock[];
};

/** When the demo's documents were last changed. */
export const UPDATED = '2026-09-01';
