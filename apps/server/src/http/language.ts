import { DEFAULT_LANGUAGE, Language } from '@parallax/core/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** spec 1 §7: every call sends User-Language; Accept-Language is the fallback. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['user-language'] ?? request.headers['accept-language'] ?? '';
  const first = (Array.isArray(header) ? header[0] : header)?.slice(0, 2).toLowerCase();
  const parsed = Language.safeParse(first);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/**
 * The language of a response whose body depends on it: a shared cache must then keep one copy
 * per value of the headers the language was read from.
 */
export function languageOfVaried(request: FastifyRequest, reply: FastifyReply): Language {
  reply.header('Vary', 'User-Language, Accept-Language');
  return languageOf(request);
}
