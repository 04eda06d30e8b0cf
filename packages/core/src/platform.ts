import { z } from 'zod';

/** spec 1 §1 and spec/README: platform ids; labels web, desktop app, quest3. */
export const PLATFORMS = ['web_app', 'desktop_app', 'quest3'] as const;
export const Platform = z.enum(PLATFORMS);
export type Platform = z.infer<typeof Platform>;

export const LANGUAGES = ['en', 'es'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** spec/README: storage keys are prefixed with the product name. */
export const STORAGE_PREFIX = 'parallax';
export const storageKey = (name: string): string => `${STORAGE_PREFIX}_${name}`;
