import { hasControlCharacters } from '@parallax/core/contracts/common';
import type { DeskPackSave, DeskPackView } from '@parallax/core/contracts/desk-catalog';
import { z } from 'zod';
import type { FieldProblem } from './texts';

// The pack editor's form: its values, their checks (messages are FieldProblem keys, shown in the
// desk's language), and the way to and from the API's bodies.

const problem = (key: FieldProblem) => key;

const line = (max: number, multiline = false) =>
  z
    .string()
    .max(max, problem('tooLong'))
    .refine((value) => !hasControlCharacters(value, { multiline }), problem('controlCharacters'));

const Texts = z.object({
  title: line(200),
  description: line(5000, true),
  customPriceText: line(300),
  location: line(200),
  role: line(200),
  genre: line(200),
  metaTitle: line(200),
  metaDescription: line(500),
});

const Money = z
  .number({ error: problem('notANumber') })
  .min(0, problem('negative'))
  .max(100_000, problem('tooHigh'));

export const PackForm = z
  .object({
    texts: z.object({
      en: Texts.extend({ title: line(200).trim().min(1, problem('required')) }),
      es: Texts,
    }),
    parts: z.array(
      z.object({
        id: z.string(),
        titleEn: line(200).trim().min(1, problem('required')),
        titleEs: line(200),
        isTrial: z.boolean(),
      }),
    ),
    cover: z.string().min(1, problem('required')),
    storePreview: z.string().min(1, problem('required')),
    previews: z.array(z.object({ imageUrl: z.string() })),
    initialPrice: Money,
    price: Money,
    releaseMonth: z.union([
      z.literal(''),
      z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, problem('badMonth')),
    ]),
    isExclusiveForYearAndLifetime: z.boolean(),
    categoryId: z.string().min(1, problem('required')),
    modelIds: z.array(z.string()),
    tagIds: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    if (values.price > values.initialPrice) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: problem('priceAboveInitial') });
    }
  });

export type PackFormValues = z.infer<typeof PackForm>;

export function formValuesOf(pack: DeskPackView): PackFormValues {
  return {
    texts: pack.texts,
    parts: pack.parts.map((part) => ({
      id: part.id,
      titleEn: part.title.en,
      titleEs: part.title.es,
      isTrial: part.isTrial,
    })),
    cover: pack.cover,
    storePreview: pack.storePreview,
    previews: pack.previewOrder.map((imageUrl) => ({ imageUrl })),
    initialPrice: pack.initialPrice,
    price: pack.price,
    releaseMonth: pack.releaseMonth ?? '',
    isExclusiveForYearAndLifetime: pack.isExclusiveForYearAndLifetime,
    categoryId: pack.categoryId,
    modelIds: pack.modelIds,
    tagIds: pack.tagIds,
  };
}

export function saveBodyOf(values: PackFormValues, revision: string): DeskPackSave {
  return {
    texts: values.texts,
    parts: values.parts.map((part) => ({
      id: part.id,
      title: { en: part.titleEn, es: part.titleEs },
      isTrial: part.isTrial,
    })),
    cover: values.cover,
    storePreview: values.storePreview,
    previewOrder: values.previews.map((preview) => preview.imageUrl),
    initialPrice: values.initialPrice,
    price: values.price,
    releaseMonth: values.releaseMonth === '' ? null : values.releaseMonth,
    isExclusiveForYearAndLifetime: values.isExclusiveForYearAndLifetime,
    categoryId: values.categoryId,
    modelIds: values.modelIds,
    tagIds: values.tagIds,
    revision,
  };
}

/** The discount the prices make, in whole percent (0 without one). */
export function discountPercent(initialPrice: number, price: number): number {
  if (!(initialPrice > 0) || !(price >= 0) || price >= initialPrice) return 0;
  return Math.round((1 - price / initialPrice) * 100);
}

/** The form's field a server path names (`body.texts.en.title`, `body.parts.0.title.en`). */
export function formFieldOfServerPath(path: string): string | null {
  const segments = path.replace(/^body\.?/, '').split('.');
  const [head, ...rest] = segments;
  switch (head) {
    case 'parts': {
      const [index, key, language] = rest;
      if (index === undefined) return 'parts';
      if (key === 'title') return `parts.${index}.${language === 'es' ? 'titleEs' : 'titleEn'}`;
      return `parts.${index}.${key ?? 'titleEn'}`;
    }
    case 'previewOrder':
      return 'previews';
    case 'texts':
      return rest.length >= 2 ? `texts.${rest[0]}.${rest[1]}` : null;
    case undefined:
    case '':
      return null;
    default:
      return head;
  }
}

const SERVER_MESSAGES: Record<string, FieldProblem> = {
  price_above_initial: 'priceAboveInitial',
  control_characters: 'controlCharacters',
  release_month: 'badMonth',
};

/**
 * The server's 400 as the form's field problems: its issues (`{ path, message }`), or a message
 * that starts with the field's path (`body.tagIds: unknown tag`).
 */
export function serverFieldProblems(
  issues: readonly { path: string; message: string }[],
  message: string,
): { field: string; problem: FieldProblem }[] {
  const named = issues.length > 0 ? issues : [{ path: message.split(':')[0] ?? '', message: '' }];
  return named.flatMap(({ path, message: text }) => {
    const field = formFieldOfServerPath(path);
    return field ? [{ field, problem: SERVER_MESSAGES[text] ?? 'notAccepted' }] : [];
  });
}
