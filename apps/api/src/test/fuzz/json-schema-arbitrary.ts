import fc from 'fast-check';

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaContext {
  /** Resolves `#/components/...` references of the OpenAPI document. */
  resolve(ref: string): JsonSchema;
  /** Identifiers of rows that exist, so valid requests reach past "not found" into the services. */
  knownIds: readonly string[];
}

/** Long enough to reach past every length limit in the API, short enough to stay under the body limit. */
const HUGE_LENGTH = 200_000;
/** Deeper than any schema nests, shallow enough that JSON.stringify on the test side survives it. */
const DEEP_NESTING = 2_000;
/** Arrays and optional-length strings stay small unless a boundary is being probed, so each run stays fast. */
const SMALL_EXTRA_ITEMS = 3;
const SMALL_EXTRA_CHARS = 24;
/** Deeper than any schema of the API nests through references. */
const MAX_REFERENCE_DEPTH = 16;

const asSchema = (value: unknown): JsonSchema => (value && typeof value === 'object' ? (value as JsonSchema) : {});
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

function deeplyNested(depth: number, leaf: unknown, kind: 'array' | 'object'): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { nested: value };
  return value;
}

/** Strings that have broken parsers, databases, file systems and terminals before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\uFEFF',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30T25:61:61Z',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '😀'.repeat(64),
  'ٹیسٹ',
  'x'.repeat(256),
  'x'.repeat(4_097),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 16 }), fc.string({ maxLength: 16 })).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 1, arbitrary: fc.constantFrom('a', '\u0000', 'é', '😀').map((unit) => unit.repeat(HUGE_LENGTH / unit.length)) },
);

export const EXTREME_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
];

/** Any value of the wrong shape: other types, huge or NUL-bearing strings, deep nesting, extreme numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], JSON.parse('{"__proto__":{"polluted":true}}')) },
  { weight: 1, arbitrary: fc.constantFrom('array', 'object').map((kind) => deeplyNested(DEEP_NESTING, 1, kind as 'array' | 'object')) },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 1_001, maxLength: 1_001 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Strings matching each pattern, shared by every schema that uses it: building one may take a second. */
const matchingByPattern = new Map<string, fc.Arbitrary<string>>();

function matching(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const key = `${minLength}:${maxLength}:${pattern}`;
  let strings = matchingByPattern.get(key);
  if (!strings) {
    try {
      strings = fc.stringMatching(new RegExp(pattern, 'u'));
    } catch {
      strings = fc.string({ minLength, maxLength }).filter((text) => new RegExp(pattern, 'u').test(text));
    }
    matchingByPattern.set(key, strings);
  }
  return strings;
}

function stringArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, minLength + 64);
  const within = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.format === 'uuid') {
    return context.knownIds.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...context.knownIds) }, { weight: 1, arbitrary: fc.uuid() })
      : fc.uuid();
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'email') {
    return fc.oneof(
      fc.emailAddress().filter(within),
      fc.constantFrom('superadmin@test.local', 'admin@demo.opentrace.local', 'ginner@demo.opentrace.local').filter(within),
    );
  }
  if (schema.format === 'uri') return fc.webUrl().filter(within);
  if (typeof schema.pattern === 'string') return matching(schema.pattern, minLength, maxLength).filter(within);
  const roomy = Math.min(maxLength, minLength + SMALL_EXTRA_CHARS);
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength: roomy }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: roomy }).filter(within) },
    { weight: 1, arbitrary: fc.constantFrom(minLength, maxLength).map((length) => 'a'.repeat(length)) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  if (integer) {
    const min = Math.max(numberOr(schema.minimum, -(2 ** 31)), exclusiveMin === undefined ? -Infinity : Math.floor(exclusiveMin) + 1);
    const max = Math.min(numberOr(schema.maximum, 2 ** 31), exclusiveMax === undefined ? Infinity : Math.ceil(exclusiveMax) - 1);
    const clampedMin = Math.max(min, Number.MIN_SAFE_INTEGER);
    const clampedMax = Math.min(max, Number.MAX_SAFE_INTEGER);
    const smallMin = Math.max(clampedMin, -1_000);
    const smallMax = Math.min(clampedMax, 1_000);
    return fc.oneof(
      {
        weight: 4,
        arbitrary: smallMin <= smallMax ? fc.integer({ min: smallMin, max: smallMax }) : fc.integer({ min: clampedMin, max: clampedMax }),
      },
      // The whole range, not safe integers filtered down to it: a filter that rarely passes never ends.
      { weight: 1, arbitrary: fc.integer({ min: clampedMin, max: clampedMax }) },
      { weight: 1, arbitrary: fc.constantFrom(clampedMin, clampedMax) },
    );
  }
  const min = exclusiveMin ?? numberOr(schema.minimum, -1e12);
  const max = exclusiveMax ?? numberOr(schema.maximum, 1e12);
  const values = fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: exclusiveMin !== undefined,
    maxExcluded: exclusiveMax !== undefined,
  });
  const bounds = [exclusiveMin === undefined ? min : undefined, exclusiveMax === undefined ? max : undefined].filter(
    (value) => value !== undefined,
  );
  return bounds.length > 0 ? fc.oneof({ weight: 5, arbitrary: values }, { weight: 1, arbitrary: fc.constantFrom(...bounds) }) : values;
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = asSchema(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(asSchema(property), context, depth + 1);
  const known = fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object' || Object.keys(properties).length > 0) return known;
  const keys = schema.propertyNames
    ? (validValue(asSchema(schema.propertyNames), context, depth + 1) as fc.Arbitrary<string>)
    : fc.string({ minLength: 1, maxLength: 12 });
  return fc.dictionary(keys, validValue(asSchema(extra), context, depth + 1), { maxKeys: SMALL_EXTRA_ITEMS });
}

/**
 * Values that satisfy a JSON schema (as zod's toJSONSchema writes them), biased towards the edges the schema
 * draws: shortest and longest strings, smallest and largest numbers, fewest and most items.
 */
export function validValue(schema: JsonSchema, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  // A schema that refers to itself would otherwise be built without end, now that building is eager.
  if (typeof schema.$ref === 'string')
    return depth > MAX_REFERENCE_DEPTH ? fc.constant(null) : validValue(context.resolve(schema.$ref), context, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches)) return fc.oneof(...branches.map((branch) => validValue(asSchema(branch), context, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as JsonSchema[]).reduce<JsonSchema>((all, part) => {
      const resolved = typeof part.$ref === 'string' ? context.resolve(part.$ref) : part;
      return {
        ...all,
        ...resolved,
        properties: { ...asSchema(all.properties), ...asSchema(resolved.properties) },
        required: [...((all.required as string[]) ?? []), ...((resolved.required as string[]) ?? [])],
      };
    }, {});
    return validValue(merged, context, depth);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return fc.oneof(...types.map((type) => valueOfType(type, schema, context, depth)));
}

/**
 * Built once per schema, never per generated value: some arbitraries cost far more to build than to
 * draw from (a pattern with Unicode classes such as `\p{L}` expands into tables of characters).
 */
function valueOfType(type: string | undefined, schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, context);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minItems = numberOr(schema.minItems, 0);
      const maxItems = Math.min(numberOr(schema.maxItems, minItems + SMALL_EXTRA_ITEMS), minItems + SMALL_EXTRA_ITEMS);
      if (Array.isArray(schema.prefixItems)) {
        return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((item) => validValue(item, context, depth + 1)));
      }
      return fc.array(validValue(asSchema(schema.items), context, depth + 1), { minLength: minItems, maxLength: maxItems });
    }
    case 'object':
      return objectArbitrary(schema, context, depth);
    default:
      return depth > 4 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], found: Path[] = []): Path[] {
  found.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], found);
  return found;
}

function withChange(value: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

/**
 * A valid value broken in one place: a field replaced by a hostile value, a required field dropped,
 * an unknown field added, or the whole value replaced.
 */
export function brokenValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom('replace', 'drop', 'unknown-field', 'whole'),
      hostileValue,
      fc.string({ minLength: 1, maxLength: 12 }),
    )
    .map(([value, pick, how, hostile, unknownKey]) => {
      if (how === 'whole') return hostile;
      const paths = pathsOf(value);
      const path = paths[pick % paths.length]!;
      if (how === 'unknown-field') {
        const containers = paths.filter((candidate) => {
          const target = candidate.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
          return target !== null && typeof target === 'object' && !Array.isArray(target);
        });
        if (containers.length === 0) return hostile;
        const container = containers[pick % containers.length]!;
        const copy = structuredClone(value) as Record<string, unknown>;
        const target = container.reduce<Record<string | number, unknown>>(
          (node, key) => node[key] as Record<string | number, unknown>,
          copy,
        );
        target[`${unknownKey}_unknown`] = hostile;
        return copy;
      }
      if (path.length === 0) return hostile;
      return withChange(value, path, (parent, key) => {
        if (how === 'drop') {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        } else parent[key] = hostile;
      });
    });
}
