import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import type { BlogPostInput } from '@parallax/core/contracts/desk-content';
import type { Database } from '../../db/client.js';
import { createDeskEditing, refuseTaken } from '../../db/desk-editing.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { blogEditingRepository as repository } from './blog-editing.repository.js';

/**
 * The desk's blog: posts with their text in English and Spanish, published from `publishedAt`.
 * The blog's tables move the store version (migration 0017): every instance lists the change.
 */
export function createBlogEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  onChange: () => void;
}) {
  const editing = createDeskEditing<BlogPostInput, DeskActor>(deps.db, deps.audit, {
    entityType: 'blog_post',
    action: 'blog_post',
    noun: 'blog post',
    onChange: deps.onChange,
    view: repository.view,
    update: repository.update,
    insert: repository.insert,
    remove: repository.remove,
    async check(tx, post, id) {
      refuseTaken(await repository.isSlugTaken(tx, post.slug, id), 'slug', 'blog post');
    },
  });
  return { ...editing, list: (query: DeskListQuery) => repository.list(deps.db, query) };
}

export type BlogEditingService = ReturnType<typeof createBlogEditingService>;
