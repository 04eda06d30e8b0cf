import type { DocumentSlug } from '@parallax/core/contracts/documents';
import type { Language } from '@parallax/core/platform';
import { cookiePolicy } from './documents/cookie-policy.js';
import { privacyPolicy } from './documents/privacy-policy.js';
import { termsOfService } from './documents/terms-of-service.js';
import { usc2257 } from './documents/usc-2257.js';
import { dmca } from './documents/dmca.js';
import type { DemoDocument } from './documents/demo-document.js';

/** The document pages of the demo (spec 1 §2 other pages), by slug, in en and es. */
export const demoDocuments: Record<DocumentSlug, Record<Language, DemoDocument>> = {
  'cookie-policy': cookiePolicy,
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  'usc-2257': usc2257,
  dmca,
};
