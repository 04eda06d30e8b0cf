/**
 * Requests with one thing wrong each, derived from the schemas of an OpenAPI document (the fuzz
 * test of every operation, `http/fuzz.int.test.ts`): control characters, wrong types, overlong
 * strings, huge numbers, missing fields, arrays for objects, malformed escapes in path and query
 * parameters, lone surrogates, and the names of `Object.prototype`'s members as every path and
 * query value, query name, body key and body string (a plain-object lookup keyed by request input
 * finds the prototype's member). Deterministic: the same document gives the same requests.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One request with one thing wrong; `refused`: a control character, so a 400 ValidationError. */
export type Case = { label: string; path: string; query: string; body?: string; refused: boolean };
/** One wrong value in a JSON body, and where it sits. */
type BadValue = { where: string; value: unknown; refused: boolean };

/**
 * Control characters no string of the API takes (multi-line text keeps tab and line breaks), and
 * lone surrogates, which are no text at all (JSON.stringify writes them as `\ud800` escapes).
 */
export const REFUSED_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\ud800',
  'a\udfffb',
];
/** Names a plain object answers for although nobody set them. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
const ODD_STRINGS = ['\t\n\r', '', '   ', 'x'.repeat(10_000), ...PROTOTYPE_NAMES];
/** The same for path and query values, percent-encoded; then malformed and odd ones. */
export const REFUSED_ENCODED = ['%00', 'a%00b', '%01', '%1b', '%7f', '%c2%85'];
export const ODD_ENCODED = [
  '%ff',
  '%ed%a0%80',
  '%e0%a4%a',
  '%',
  '1e308',
  '99999999999999999999999999',
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(99),
  'x'.repeat(2_000),
];
const BAD_NUMBERS = ['1', null, true, 1e308, -1e308, 2 ** 53 + 1, -1, 0.5, 1e21];

/** Valid values by property name, for rules a JSON schema cannot express (spec 1 §8 rules). */
const NAMED_SAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  username: 'fuzz_user',
  password: 'summit2026',
  newPassword: 'summit2027',
  oldPassword: 'summit2026',
  confirmation: '123456',
  code: 'ABC234',
  redirectUrl: '/store',
  returnPath: '/store',
  // A browser's push subscription: a push service's address, a P-256 point and 16 random bytes.
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  p256dh: 'BE9-S5f32kUMn3B2ymWQa8WgpcefOFSHoNwcYmn44jOdSHJNANpO_UpuJ9o2o4aHziNML0wZWoxtrEMvNAO2ISw',
  auth: 'Bt2OBfXUh6CbdPkQA8B3-A',
};
const STRING_CANDIDATES = ['fuzz', 'alpine-dawn', '1.0.0', 'ABC234', 'fuzz_user'];
const UUID = '6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90';

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type ?? (schema.properties ? 'object' : undefined);
}

function fits(value: string, schema: JsonSchema): boolean {
  const patterns = [schema, ...(schema.allOf ?? [])].flatMap((part) => part.pattern ?? []);
  return (
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    patterns.every((pattern) => new RegExp(pattern, 'u').test(value))
  );
}

function sampleString(schema: JsonSchema, name: string | undefined): string {
  if (schema.format === 'uuid') return UUID;
  if (schema.format === 'date') return '2026-01-02';
  if (schema.format === 'date-time') return '2026-01-02T03:04:05Z';
  if (schema.format === 'uri') return 'https://example.com/';
  const named = name === undefined ? undefined : NAMED_SAMPLES[name];
  const candidates = [named, ...STRING_CANDIDATES].filter((one) => one !== undefined);
  return candidates.find((candidate) => fits(candidate, schema)) ?? 'fuzz';
}

const wrong = (where: string, values: unknown[], refused = false): BadValue[] =>
  values.map((value) => ({ where, value, refused }));

const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

export type OperationCases = { method: string; route: string; cases: Case[] };

/**
 * The cases of every operation of `spec`. `refusedAsNotFound` names parameters (`route name`)
 * whose route refuses a control character with its own 404 rather than a validation error.
 * `samples`: valid values by property name where a rule is beyond the JSON schema (a refinement,
 * a pattern no candidate fits), used where the schema's type is the value's (or null).
 */
export function badRequestsOf(
  spec: OpenApi,
  refusedAsNotFound: ReadonlySet<string> = new Set(),
  samples: Readonly<Record<string, unknown>> = {},
): OperationCases[] {
  function resolve(schema: JsonSchema | undefined): JsonSchema {
    if (!schema) return {};
    if (schema.$ref) {
      return resolve(spec.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
    }
    // zod writes a described reference as `allOf: [ref]`, and several patterns as `allOf`.
    const [only, ...others] = schema.allOf ?? [];
    if (only?.$ref && others.length === 0) return resolve({ ...schema, allOf: undefined, ...only });
    return schema;
  }

  function choicesOf(schema: JsonSchema): JsonSchema[] {
    return (schema.oneOf ?? schema.anyOf ?? []).map(resolve).filter((one) => one.type !== 'null');
  }

  /** A valid value of the schema (a union's first choice; optional properties included). */
  function sample(raw: JsonSchema | undefined, name?: string): unknown {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const named = name !== undefined && Object.hasOwn(samples, name) ? samples[name] : undefined;
    const kind = typeOf(schema) === 'integer' ? 'number' : typeOf(schema);
    if (named !== undefined && (named === null || typeof named === kind)) return named;
    const [firstChoice] = choicesOf(schema);
    if (firstChoice) return sample(firstChoice, name);
    switch (typeOf(schema)) {
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
        );
      case 'array':
        return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
          sample(schema.items, name),
        );
      case 'string':
        return sampleString(schema, name);
      case 'integer':
      case 'number': {
        const floor = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
        return Math.min(Math.max(schema.minimum ?? floor, floor), schema.maximum ?? Infinity);
      }
      case 'boolean':
        return true;
      default:
        return 'fuzz';
    }
  }

  /**
   * Values of one node with one thing wrong each: wrong values of the node itself, and for an
   * object, array or union the valid node with one wrong value inside.
   */
  function badValues(raw: JsonSchema | undefined, where: string, name?: string): BadValue[] {
    const schema = resolve(raw);
    const choices = choicesOf(schema);
    if (choices.length > 0) {
      return [
        ...choices.flatMap((choice) => badValues(choice, where, name)),
        ...wrong(where, [[], 'fuzz', 12345]),
      ];
    }
    switch (typeOf(schema)) {
      case 'object': {
        const valid = sample(schema, name) as Record<string, unknown>;
        const inner = Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
          badValues(value, `${where}.${key}`, key).map((bad) => ({
            ...bad,
            value: { ...valid, [key]: bad.value },
          })),
        );
        const missing = (schema.required ?? []).map((key) => {
          const rest = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));
          return { where: `${where} without ${key}`, value: rest, refused: false };
        });
        // A computed key makes an own `__proto__` property, which JSON.stringify writes out.
        // Fastify's parser refuses that one key, so the others go in a body of their own.
        const withKeys = (keys: string[]) => ({
          ...valid,
          ...Object.fromEntries(keys.map((key) => [key, 'fuzz'])),
        });
        const prototypeKeys = [
          withKeys(PROTOTYPE_NAMES.slice(0, 1)),
          withKeys(PROTOTYPE_NAMES.slice(1)),
        ];
        return [
          ...inner,
          ...missing,
          ...wrong(where, [[valid], [], 'fuzz', 12345, { ...valid, unknownField: 'fuzz' }]),
          ...wrong(`${where} with a prototype name as key`, prototypeKeys),
        ];
      }
      case 'array': {
        const item = sample(schema.items, name);
        return [
          ...badValues(schema.items, `${where}[0]`, name).map((bad) => ({
            ...bad,
            value: [bad.value],
          })),
          ...wrong(where, [Array.from({ length: 5_000 }, () => item), [], {}, 'fuzz']),
        ];
      }
      case 'string':
        return [
          ...wrong(where, REFUSED_STRINGS, true),
          ...wrong(where, [...ODD_STRINGS, 12345, ['fuzz'], {}, null]),
        ];
      case 'integer':
      case 'number':
        return wrong(where, BAD_NUMBERS);
      case 'boolean':
        return wrong(where, ['true', 1, null]);
      default:
        return wrong(where, [null]);
    }
  }

  /** A JSON body with one wrong value each, sent to the operation's valid path and query. */
  function bodyCases(
    body: JsonSchema,
    target: { path: string; query: string },
    isRequired: boolean,
  ): Case[] {
    const cases: Case[] = badValues(body, 'body').map(({ where, value, refused }) => {
      const shown = JSON.stringify(value, (_key, inner: unknown) =>
        typeof inner === 'string' ? shorten(inner) : inner,
      );
      const label = `${where}: ${shorten(shown ?? 'null')}`;
      return { label, ...target, body: JSON.stringify(value) ?? 'null', refused };
    });
    cases.push(
      { label: 'body not JSON', ...target, body: '{"a":', refused: false },
      { label: 'body with __proto__', ...target, body: '{"__proto__":{"a":1}}', refused: false },
    );
    if (isRequired) cases.push({ label: 'no body', ...target, refused: false });
    return cases;
  }

  /** Every request with one bad thing for one operation, derived from its schemas. */
  function casesOf(route: string, operation: Operation): Case[] {
    const parameters = (operation.parameters ?? []).filter(
      (p) => p.in === 'path' || p.in === 'query',
    );
    const valid = new Map(
      parameters.map((p) => [p, encodeURIComponent(String(sample(p.schema, p.name)))]),
    );
    const build = (changed?: Parameter, value?: string | null, twice = false) => {
      let path = route;
      const query: string[] = [];
      for (const parameter of parameters) {
        const given = parameter === changed ? value : valid.get(parameter);
        if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(given));
        if (parameter.in !== 'query' || given === null) continue;
        const pair = `${encodeURIComponent(parameter.name)}=${String(given)}`;
        query.push(...(twice && parameter === changed ? [pair, pair] : [pair]));
      }
      return { path, query: query.join('&') };
    };
    // A form post's fields are checked as a JSON body's are (the fuzz sends them form-encoded).
    const content = operation.requestBody?.content;
    const body = (content?.['application/json'] ?? content?.['application/x-www-form-urlencoded'])
      ?.schema;
    const validBody = body === undefined ? undefined : JSON.stringify(sample(body));
    const cases: Case[] = [{ label: 'valid', ...build(), body: validBody, refused: false }];
    for (const parameter of parameters) {
      const where = `${parameter.in} ${parameter.name}`;
      const isRefused = !refusedAsNotFound.has(`${route} ${parameter.name}`);
      const variants = [
        ...REFUSED_ENCODED.map((value) => ({ value, refused: isRefused })),
        ...[...ODD_ENCODED, ...PROTOTYPE_NAMES].map((value) => ({ value, refused: false })),
      ];
      for (const { value, refused } of variants) {
        const label = `${where}=${shorten(value)}`;
        cases.push({ label, ...build(parameter, value), body: validBody, refused });
      }
      if (parameter.in === 'query') {
        const twice = build(parameter, valid.get(parameter), true);
        cases.push({ label: `${where} twice`, ...twice, body: validBody, refused: false });
        if (parameter.required) {
          cases.push({ label: `no ${where}`, ...build(parameter, null), refused: false });
        }
      }
    }
    const { path, query } = build();
    const named = PROTOTYPE_NAMES.map((name) => `${name}=fuzz`).join('&');
    cases.push({
      label: 'query names of the prototype',
      path,
      query: query ? `${query}&${named}` : named,
      body: validBody,
      refused: false,
    });
    if (body !== undefined)
      cases.push(...bodyCases(body, build(), !!operation.requestBody?.required));
    return cases;
  }

  return Object.entries(spec.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      route,
      cases: casesOf(route, operation),
    })),
  );
}
