/**
 * The last pass over the generated OpenAPI document: it says what the server already enforces,
 * more plainly, without changing what any request or answer may be. Tools (spectral's OWASP
 * rules, client generators) read limits a JSON schema only implies.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  allOf?: Schema[];
  [keyword: string]: unknown;
};
type Parameter = { in: string; name: string; schema?: Schema; [field: string]: unknown };
type Response = { headers?: Record<string, unknown>; [field: string]: unknown };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, Response>;
  'x-rate-limit'?: string;
  [field: string]: unknown;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; [field: string]: unknown };
  [field: string]: unknown;
};

/** The router refuses a longer path parameter with 414 (Fastify's maxParamLength). */
const MAX_PATH_PARAMETER_LENGTH = 100;
const INT32 = 2 ** 31;

/** A string a format already bounds (a UUID's pattern is 36 characters long). */
const FORMAT_LENGTHS: Readonly<Record<string, number>> = { uuid: 36 };

function isString(schema: Schema): boolean {
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

/** Limits a schema implies, written out, in it and every schema inside it. */
function tighten(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tighten(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Schema;
  if (isString(schema) && schema.format !== undefined && schema.maxLength === undefined) {
    const length = Object.hasOwn(FORMAT_LENGTHS, schema.format)
      ? FORMAT_LENGTHS[schema.format]
      : undefined;
    if (length !== undefined) schema.maxLength = length;
  }
  // zod writes each further pattern of a string as `allOf: [{ type: 'string', pattern }]`; the
  // type is the outer schema's already.
  if (isString(schema) && schema.allOf) {
    for (const part of schema.allOf) if (part.type === 'string') delete part.type;
  }
  if (schema.type === 'integer' && schema.format === undefined) {
    const { minimum = -Infinity, maximum = Infinity } = schema;
    schema.format = minimum >= -INT32 && maximum < INT32 ? 'int32' : 'int64';
  }
  for (const value of Object.values(schema)) tighten(value);
}

const COUNT = { type: 'integer', format: 'int32', minimum: 0, maximum: INT32 - 1 };
/** The headers @fastify/rate-limit sends, once in `components.headers`. */
const RATE_LIMIT_HEADERS = {
  RateLimitLimit: {
    description: 'Calls of this kind allowed per minute from the client’s address',
    schema: COUNT,
  },
  RateLimitRemaining: { description: 'Calls left in the current minute', schema: COUNT },
  RateLimitReset: {
    description: 'Seconds until the current minute’s window ends',
    schema: COUNT,
  },
  RetryAfter: { description: 'Seconds to wait before calling again', schema: COUNT },
};
const header = (name: keyof typeof RATE_LIMIT_HEADERS) => ({
  $ref: `#/components/headers/${name}`,
});

/** A rate-limited operation (`x-rate-limit`): the headers @fastify/rate-limit sends, and 429. */
function describeRateLimit(operation: Operation): void {
  if (operation['x-rate-limit'] === undefined) return;
  const responses = (operation.responses ??= {});
  responses['429'] ??= {
    description: 'Too many calls from this address: wait for Retry-After seconds',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  for (const [status, response] of Object.entries(responses)) {
    if (!/^[24]/.test(status)) continue;
    response.headers = {
      ...response.headers,
      'X-RateLimit-Limit': header('RateLimitLimit'),
      'X-RateLimit-Remaining': header('RateLimitRemaining'),
      'X-RateLimit-Reset': header('RateLimitReset'),
      ...(status === '429' ? { 'Retry-After': header('RetryAfter') } : {}),
    };
  }
}

/** Fastify's wildcard `/media/*` is documented as `{*}`: OpenAPI wants a parameter's name. */
function nameWildcards(document: OpenApiDocument): void {
  for (const path of Object.keys(document.paths)) {
    if (!path.includes('{*}')) continue;
    const operations = document.paths[path] ?? {};
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'key';
      }
    }
    delete document.paths[path];
    document.paths[path.replace('{*}', '{key}')] = operations;
  }
}

/** Components no operation refers to, directly or through another component, go. */
function dropUnusedComponents(document: OpenApiDocument): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (!used.has(name) && Object.hasOwn(schemas, name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

export function tidyOpenApi(document: OpenApiDocument): OpenApiDocument {
  nameWildcards(document);
  document.components = { ...document.components, headers: RATE_LIMIT_HEADERS };
  for (const operations of Object.values(document.paths)) {
    // A route for GET and HEAD declares one schema, so one operationId for both.
    const { get, head } = operations;
    if (get?.operationId && head?.operationId === get.operationId) {
      operations.head = { ...head, operationId: `${get.operationId}Head` };
    }
    for (const operation of Object.values(operations)) {
      describeRateLimit(operation);
      for (const parameter of operation.parameters ?? []) {
        const { schema } = parameter;
        if (parameter.in === 'path' && schema && isString(schema)) {
          schema.maxLength = Math.min(schema.maxLength ?? Infinity, MAX_PATH_PARAMETER_LENGTH);
        }
      }
    }
  }
  dropUnusedComponents(document);
  tighten(document.paths);
  tighten(document.components?.schemas);
  return document;
}
