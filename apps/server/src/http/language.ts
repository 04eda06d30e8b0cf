import type { IncomingHttpHeaders } from 'node:http';
import { firstSupportedLanguage, LANGUAGE_COOKIE, type Language } from '@parallax/core/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoizeHeader } from './header-memo.js';

/** The tags of an Accept-Language header, in the order sent (browsers send the best first). */
function acceptedLanguages(headers: IncomingHttpHeaders): string[] {
  return (headers['accept-language'] ?? '').split(',').map((part) => part.split(';')[0] ?? '');
}

/** spec 1 §7: every call sends User-Language; Accept-Language is the fallback. */
export function languageOf(request: FastifyRequest): Language {
  return languageOfHeaders(request.headers);
}

// Keyed by both headers' values: `user-language \n accept-language`.
const languageOfSent = memoizeHeader((sent) => {
  const [userLanguage, acceptLanguage] = sent.split('\n');
  return firstSupportedLanguage([
    userLanguage,
    ...acceptedLanguages({ 'accept-language': acceptLanguage }),
  ]);
});

/** `languageOf` from the headers alone (before routing). */
export function languageOfHeaders(headers: IncomingHttpHeaders): Language {
  const sent = headers['user-language'];
  const userLanguage = (Array.isArray(sent) ? sent[0] : sent) ?? '';
  return languageOfSent(`${userLanguage}\n${headers['accept-language'] ?? ''}`);
}

/**
 * The language to serve a page in: the one chosen in the app (its cookie), else the browser's —
 * what the app will render the page in. Responses that use it vary on Cookie and Accept-Language.
 */
export function pageLanguageOf(request: FastifyRequest): Language {
  return firstSupportedLanguage([
    request.cookies[LANGUAGE_COOKIE],
    ...acceptedLanguages(request.headers),
  ]);
}

/**
 * The language of a response whose body depends on it: a shared cache must then keep one copy
 * per value of the headers the language was read from.
 */
export function languageOfVaried(request: FastifyRequest, reply: FastifyReply): Language {
  reply.header('Vary', 'User-Language, Accept-Language');
  return languageOf(request);
}
