import type { ContentBlock } from '@parallax/core/contracts/documents';
import type { Language } from '@parallax/core/platform';

/** The demo blog (spec 1 §2 blog): posts in en and es; bodies are the document blocks. */
export type DemoBlogPost = {
  slug: string;
  /** A 16:9 demo banner (see demo-blocks wideImage). */
  cover: number;
  publishedAt: string;
  text: Record<
    Language,
    { title: string; excerpt: string; coverAlt: string; blocks: ContentBlock[] }
  >;
};
