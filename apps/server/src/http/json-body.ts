import { isUtf8 } from 'node:buffer';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/** The message key (`errors.*` in the i18n catalogues) of a body that holds no valid text. */
export const MALFORMED_TEXT_KEY = 'malformed_text';

/**
 * A JSON body whose bytes are not UTF-8, or whose strings hold a lone surrogate (`"\ud800"`).
 * Neither is text: decoding would store U+FFFD in place of what was sent, and PostgreSQL's
 * encoder would do the same with a lone surrogate. The error handler answers it as a 400
 * ValidationError naming `path`.
 */
export class MalformedTextError extends Error {
  readonly statusCode = 400;

  constructor(readonly path: string) {
    super(`${path} is not valid UTF-8 text`);
  }
}

// A lone surrogate can only come from a `\uD800`-`\uDFFF` escape: valid UTF-8 encodes none.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Where in a parsed JSON value a string or a key holds a lone surrogate, or null. */
function loneSurrogateAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = `${path}.${key}`;
    if (LONE_SURROGATE.test(key)) return innerPath;
    const found = loneSurrogateAt(inner, innerPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The JSON body parser: the bytes must be UTF-8 and the strings whole, then Fastify's own parser
 * (with its prototype-poisoning refusals) reads them. `emptyAsNull`: an empty body is no body.
 */
export function jsonBodyParser(
  app: FastifyInstance,
  options: { emptyAsNull?: boolean } = {},
): FastifyBodyParser<Buffer> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (!isUtf8(body)) {
      done(new MalformedTextError('body'), undefined);
      return;
    }
    const text = body.toString('utf8');
    if (options.emptyAsNull && text.trim() === '') {
      done(null, null);
      return;
    }
    void parseJson(request, text, (error, value: unknown) => {
      if (error) return done(error, undefined);
      const malformed = SURROGATE_ESCAPE.test(text) ? loneSurrogateAt(value, 'body') : null;
      if (malformed !== null) return done(new MalformedTextError(malformed), undefined);
      done(null, value);
    });
  };
}

/** Every JSON body of the app goes through `jsonBodyParser` (a plugin may set its own). */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonBodyParser(app));
}
