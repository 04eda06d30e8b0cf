import { DomainError } from '@parallax/core/errors';
import type { Database } from './client.js';
import { revisionOf } from './revision.js';
import { isUniqueViolation } from './unique-violation.js';

/** The audit log's recorder (modules/audit), as the desk's editing calls it. */
type Recorder<Actor> = {
  record(
    tx: Database,
    actor: Actor,
    entry: {
      action: string;
      entityType: string;
      entityId: string | null;
      before: unknown;
      after: unknown;
    },
  ): Promise<void>;
};

/** One kind of thing the desk edits: its editable view, and how it is written. */
export type EditableKind<Input, Key extends string = string> = {
  /** The audit log's entity type (`faq_item`) and the actions' prefix (`faq` → `faq.update`). */
  entityType: string;
  action: string;
  /** What a 404 says: `No FAQ item <id>`. */
  noun: string;
  /** The editable view; `lock` reads it `for update` in a transaction. */
  view: (tx: Database, key: Key, lock?: boolean) => Promise<Input | undefined>;
  update: (tx: Database, key: Key, input: Input) => Promise<void>;
  insert?: (tx: Database, input: Input) => Promise<Key>;
  remove?: (tx: Database, key: Key) => Promise<void>;
  /** Refuses what the table cannot take (a slug another row has: 409 naming the field). */
  check?: (tx: Database, input: Input, key: Key | null) => Promise<void>;
  /** Refuses a delete that would take what others still use (409 StillInUse). */
  checkRemove?: (tx: Database, key: Key) => Promise<void>;
  /**
   * After a change commits: this instance asks for the catalog version at once (the others are
   * told by the tables' triggers).
   */
  onChange?: () => void;
};

/**
 * Open, save, create and delete of one kind for the desk. A save runs in one transaction: the row
 * locked, its view compared with the revision the desk opened (a change saved since is 409
 * ChangedSinceOpened with nothing written), checked, written and recorded in the audit log with
 * the view before and after.
 */
export function createDeskEditing<Input, Actor, Key extends string = string>(
  db: Database,
  audit: Recorder<Actor>,
  kind: EditableKind<Input, Key>,
) {
  const notFound = (key: string) => new DomainError('NotFound', `No ${kind.noun} ${key}`);
  const record = (
    tx: Database,
    actor: Actor,
    verb: string,
    key: Key,
    before: unknown,
    after: unknown,
  ) =>
    audit.record(tx, actor, {
      action: `${kind.action}.${verb}`,
      entityType: kind.entityType,
      entityId: key,
      before,
      after,
    });

  async function open(key: Key): Promise<Input & { id: Key; revision: string }> {
    const view = await kind.view(db, key);
    if (!view) throw notFound(key);
    return { ...view, id: key, revision: revisionOf(view) };
  }

  return {
    open,

    save: async (actor: Actor, key: Key, body: Input & { revision: string }) => {
      const { revision, ...rest } = body;
      const input = rest as Input;
      await db
        .transaction(async (tx) => {
          const before = await kind.view(tx, key, true);
          if (!before) throw notFound(key);
          if (revisionOf(before) !== revision) {
            throw new DomainError('ChangedSinceOpened', 'This was changed since you opened it');
          }
          await kind.check?.(tx, input, key);
          await kind.update(tx, key, input);
          await record(tx, actor, 'update', key, before, await kind.view(tx, key));
        })
        .catch(refuseRace);
      kind.onChange?.();
      return open(key);
    },

    create: async (actor: Actor, input: Input) => {
      const { insert } = kind;
      if (!insert) throw new Error(`${kind.noun} cannot be created`);
      const key = await db
        .transaction(async (tx) => {
          await kind.check?.(tx, input, null);
          const created = await insert(tx, input);
          await record(tx, actor, 'create', created, null, await kind.view(tx, created));
          return created;
        })
        .catch(refuseRace);
      kind.onChange?.();
      return open(key);
    },

    remove: async (actor: Actor, key: Key): Promise<void> => {
      const { remove } = kind;
      if (!remove) throw new Error(`${kind.noun} cannot be deleted`);
      await db.transaction(async (tx) => {
        const before = await kind.view(tx, key, true);
        if (!before) throw notFound(key);
        await kind.checkRemove?.(tx, key);
        await remove(tx, key);
        await record(tx, actor, 'delete', key, before, null);
      });
      kind.onChange?.();
    },
  };
}

/**
 * A unique index that refused a write whose check had passed (another operator's save of the same
 * slug or name committed in between): 409 SlugNotUnique, as the check says it, not a 500.
 */
function refuseRace(error: unknown): never {
  if (!isUniqueViolation(error)) throw error;
  throw new DomainError(
    'SlugNotUnique',
    'Another one was saved with this value at the same moment',
  );
}

/** 409 SlugNotUnique naming the field, when another row already holds the value. */
export function refuseTaken(isTaken: boolean, field: string, what: string): void {
  if (isTaken) {
    throw new DomainError('SlugNotUnique', `${field}: another ${what} already has this ${field}`);
  }
}

/** 409 StillInUse with what still uses it. */
export function refuseInUse(uses: number, message: string): void {
  if (uses > 0) throw new DomainError('StillInUse', message);
}

type TranslationsOf<T> = Partial<Record<'en' | 'es', Partial<T>>>;

/** A row's Spanish texts for the desk: each field '' where the store falls back to English. */
export function spanishTexts<T, K extends keyof T & string>(
  translations: TranslationsOf<T>,
  keys: readonly K[],
): Record<K, string> {
  const es: Partial<T> = translations.es ?? {};
  return Object.fromEntries(
    keys.map((key) => {
      const value = es[key];
      return [key, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}

/**
 * The row's translations with the desk's Spanish texts: an empty one is dropped, so the store
 * shows the English; what the desk does not edit (a tag's FAQ) is kept.
 */
export function withSpanishTexts<T>(
  translations: TranslationsOf<T>,
  texts: Record<string, string>,
): TranslationsOf<T> {
  const es: Record<string, unknown> = { ...translations.es };
  for (const [key, value] of Object.entries(texts)) {
    if (value) es[key] = value;
    else delete es[key];
  }
  return { ...translations, es: es as Partial<T> };
}
