import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type * as Vitest from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { findPrincipal } from '../../modules/auth/principal.repository.ts';
import type { Principal } from '../../core/principal.ts';
import { isAllowed } from '../../plugins/auth.ts';
import type { RouteAccess } from '../../core/route-access.ts';
import { SAMPLE_FILES, multipartBody } from '../multipart.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { TEST_SUPER_ADMIN } from '../test-database.ts';
import { brokenValue, HOSTILE_STRINGS, hostileValue, type JsonSchema, type SchemaContext, validValue } from './json-schema-arbitrary.ts';

/** 200 per operation in `npm test`; the nightly bench raises it (bench/fuzz.mjs). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Operations by path prefix, one test file each, so the integration suite's workers share the work
 * and each file has a database of its own. The longest matching prefix wins; an operation that
 * matches none is fuzzed by the `other` file, so a new route is fuzzed without anyone listing it.
 */
export const FUZZ_GROUPS = {
  access: [
    '/auth/',
    '/api/users',
    '/api/organisation/',
    '/permissions',
    '/roles',
    '/api/roles',
    '/api/upload/',
    '/api/files/',
    '/api/health',
  ],
  configuration: [
    '/api/business-details',
    '/api/app-logo',
    '/api/risk-assessment-method',
    '/api/configuration/',
    '/api/supply-chain-nodes',
    '/api/calculated-fields',
    '/api/saqs',
    '/api/commodities',
    '/api/attributes',
    '/api/product-definitions',
  ],
  indicators: [
    '/api/indicator-list',
    '/api/external-risk-indicators',
    '/api/country-risks',
    '/api/product-risk-listings',
    '/api/rmi-facilities',
    '/z/',
    '/locations/',
    '/facilities/certifications',
    '/facilities/farm-certifications',
    '/facilities/chain-of-custody',
    '/facilities/identifier-systems/',
  ],
  organisations: [
    '/partners',
    '/brokers/',
    '/facilities/',
    '/api/partners/',
    '/api/facilities/',
    '/api/brands/',
    '/api/self-assessments/',
    '/api/facility-groups',
    '/api/qr-code-batches',
  ],
  activities: ['/api/events/', '/api/histories', '/api/calculations', '/api/product-definitions/purchased-product-definitions'],
} as const;
export type FuzzGroup = keyof typeof FUZZ_GROUPS | 'other';

/** Groups whose writes the configuration lock would refuse outright: they reopen configuration first. */
const REOPENS_CONFIGURATION = new Set<FuzzGroup>(['configuration', 'indicators']);

/** Operations that end the caller's session or account: each request gets a session of its own. */
const ENDS_SESSION = new Set(['DELETE /auth/logout', 'DELETE /api/users/me']);

/** Demo accounts in the order they are preferred as callers; the first three that pass a route's guard call it. */
const CALLERS = [
  ['superAdmin', TEST_SUPER_ADMIN.email],
  ['administrator', 'admin@demo.opentrace.local'],
  ['ginner', 'ginner@demo.opentrace.local'],
  ['spinner', 'spinner@demo.opentrace.local'],
  ['mill', 'mill@demo.opentrace.local'],
  ['assembly', 'assembly@demo.opentrace.local'],
  ['brand', 'brand@demo.opentrace.local'],
  ['auditor', 'auditor@demo.opentrace.local'],
  ['monitor', 'monitor@demo.opentrace.local'],
  ['hotline', 'hotline@demo.opentrace.local'],
  ['apiUser', 'api@demo.opentrace.local'],
] as const;
const CALLERS_PER_OPERATION = 3;
const PRODUCERS = [
  'ginner@demo.opentrace.local',
  'spinner@demo.opentrace.local',
  'mill@demo.opentrace.local',
  'assembly@demo.opentrace.local',
];

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'details']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KNOWN_IDS = 400;
const REPORTED_BODY_CHARS = 600;

interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Operation {
  key: string;
  method: Uppercase<(typeof HTTP_METHODS)[number]>;
  path: string;
  spec: OpenApiOperation;
  access: RouteAccess;
}

interface Caller {
  name: string;
  email: string;
  principal: Principal | null;
  token: string | null;
}

interface FuzzRequest {
  caller: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the generator meant to send, for the failure report. */
  shape: string;
}

export function groupOf(path: string): FuzzGroup {
  let best: { group: FuzzGroup; length: number } = { group: 'other', length: 0 };
  for (const [group, prefixes] of Object.entries(FUZZ_GROUPS) as [FuzzGroup, readonly string[]][]) {
    for (const prefix of prefixes) if (path.startsWith(prefix) && prefix.length > best.length) best = { group, length: prefix.length };
  }
  return best.group;
}

export class FuzzWorld {
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv: Ajv2020;
  private readonly callers = new Map<string, Caller>();
  private knownIds: string[] = [];
  readonly seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

  private constructor(
    readonly t: TestApp,
    readonly document: OpenApiDocument,
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components });
  }

  static async create(): Promise<FuzzWorld> {
    // Fuzzing sends tens of thousands of requests from a handful of addresses; the limits have their own tests.
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000', API_RATE_LIMIT_PER_MINUTE: '100000000' },
    });
    // Product activities refuse producers who have not saved their profile; the fuzzer wants to get past that.
    await t.database.db
      .update(users)
      .set({ updatedProfileAt: t.clock.now() })
      .where(inArray(users.email, [...PRODUCERS]));
    const world = new FuzzWorld(t, t.app.swagger() as unknown as OpenApiDocument);
    for (const [name, email] of CALLERS) world.callers.set(name, { name, email, ...(await world.signIn(email)) });
    return world;
  }

  async close(): Promise<void> {
    await this.t.close();
  }

  operations(group: FuzzGroup): Operation[] {
    const found: Operation[] = [];
    for (const [path, item] of Object.entries(this.document.paths)) {
      if (groupOf(path) !== group) continue;
      for (const method of HTTP_METHODS) {
        const spec = item[method];
        if (!spec) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const access = this.t.app.apiRouteAccess.get(key);
        if (access === undefined) throw new Error(`${key} is in the OpenAPI document but declares no access`);
        found.push({ key, method: method.toUpperCase() as Operation['method'], path, spec, access });
      }
    }
    return found.sort((a, b) => Number(ENDS_SESSION.has(a.key)) - Number(ENDS_SESSION.has(b.key)) || a.key.localeCompare(b.key));
  }

  /** Routes the app guards (every API route declares its access) that the OpenAPI document leaves out. */
  undocumentedRoutes(): string[] {
    const documented = new Set(
      Object.entries(this.document.paths).flatMap(([path, item]) =>
        HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    return [...this.t.app.apiRouteAccess.keys()].filter((key) => !documented.has(key));
  }

  /** Callers that pass the route's guard; public routes are also called anonymously. */
  callersFor(operation: Operation): string[] {
    const { access } = operation;
    if (access === 'public') return ['anonymous', 'superAdmin'];
    return [...this.callers.values()]
      .filter((caller) => caller.principal && isAllowed(caller.principal, access))
      .slice(0, CALLERS_PER_OPERATION)
      .map((caller) => caller.name);
  }

  private async signIn(email: string): Promise<{ token: string | null; principal: Principal | null }> {
    const { db } = this.t.database;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (!user) return { token: null, principal: null };
    const [session] = await db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(this.t.clock.now().getTime() + 24 * 3_600_000) })
      .returning({ id: sessions.id });
    const { token } = await this.t.app.tokens.sign({ userId: user.id, sessionId: session!.id }, 'access');
    return { token, principal: await findPrincipal(db, user.id, session!.id, this.t.clock.now()) };
  }

  /** Collects the ids every list answers with, so generated requests also name rows that exist. */
  async harvestKnownIds(): Promise<void> {
    const ids = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && UUID.test(value)) ids.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const group of [...Object.keys(FUZZ_GROUPS), 'other'] as FuzzGroup[]) {
      for (const operation of this.operations(group)) {
        const needsInput = (operation.spec.parameters ?? []).some((parameter) => parameter.in === 'path' || parameter.required);
        if (operation.method !== 'GET' || needsInput) continue;
        for (const name of this.callersFor(operation)) {
          const response = await this.t.app.inject({ method: 'GET', url: operation.path, headers: this.authorisation(name) });
          if (response.headers['content-type']?.toString().startsWith('application/json')) collect(response.json());
        }
      }
    }
    this.knownIds = [...ids].slice(0, MAX_KNOWN_IDS);
  }

  /** Reopens configuration, as a super administrator does before changing a live system. */
  async prepare(group: FuzzGroup): Promise<void> {
    if (!REOPENS_CONFIGURATION.has(group)) return;
    await this.t.app.inject({
      method: 'POST',
      url: '/api/business-details/switch-to-configuration',
      headers: this.authorisation('superAdmin'),
    });
  }

  private authorisation(name: string): Record<string, string> {
    const token = this.callers.get(name)?.token;
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  private context(): SchemaContext {
    return {
      knownIds: this.knownIds,
      resolve: (ref) => {
        const name = ref.replace('#/components/schemas/', '');
        const schema = this.document.components.schemas[name];
        if (!schema) throw new Error(`Unresolvable reference ${ref}`);
        return schema;
      },
    };
  }

  /** Valid, boundary and hostile requests for one operation, from its OpenAPI description. */
  requests(operation: Operation, callers: string[]): fc.Arbitrary<FuzzRequest> {
    const context = this.context();
    const parameters = operation.spec.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');

    const pathValues = fc.tuple(
      ...pathParameters.map((parameter) =>
        fc.oneof(
          { weight: 8, arbitrary: validValue(parameter.schema, context).map((value) => encodePathSegment(String(value))) },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(encodePathSegment) },
          { weight: 1, arbitrary: fc.constantFrom('%00', '%ff', '%', '%zz', '..', '%2e%2e%2f', 'a%00b', 'x'.repeat(10_000)) },
        ),
      ),
    );
    const validQuery = fc.record(
      Object.fromEntries(queryParameters.map((parameter) => [parameter.name, validValue(parameter.schema, context)])),
      { requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
    );
    const query = fc.oneof(
      { weight: 6, arbitrary: validQuery.map((values) => toQueryString(values)) },
      { weight: 3, arbitrary: brokenValue(validQuery).map((values) => toQueryString(values)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('page=%ff%fe', 'a=%', 'x=1&x=2&x=3', '__proto__[polluted]=1', `q=${'%00'.repeat(50)}`, 'perPage=1e309'),
      },
    );

    const jsonSchema = operation.spec.requestBody?.content['application/json']?.schema;
    const multipart = operation.spec.requestBody?.content['multipart/form-data']?.schema;
    const body = jsonSchema
      ? jsonBodies(validValue(jsonSchema, context))
      : multipart
        ? multipartBodies(Object.keys(asRecord(multipart.properties))[0] ?? 'file')
        : noBodies();

    const language = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('en', 'fr', 'ur') },
      { weight: 1, arbitrary: fc.constantFrom('xx', '', 'ur\u0000', 'en;q=0.5,fr') },
    );

    return fc
      .tuple(fc.constantFrom(...callers), pathValues, query, body, language)
      .map(([caller, segments, queryString, sent, languageHeader]) => {
        let url = operation.path;
        pathParameters.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, segments[index] ?? '');
        });
        const headers: Record<string, string> = { language: languageHeader, ...sent.headers };
        return {
          caller,
          method: operation.method,
          url: queryString ? `${url}?${queryString}` : url,
          headers,
          payload: sent.payload,
          shape: sent.shape,
        };
      });
  }

  async send(operation: Operation, request: FuzzRequest, index: number): Promise<LightMyRequestResponse> {
    const token = ENDS_SESSION.has(operation.key)
      ? (await this.signIn(this.callers.get(request.caller)?.email ?? '')).token
      : this.callers.get(request.caller)?.token;
    return this.t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(request.caller !== 'anonymous' && token ? { authorization: `Bearer ${token}` } : {}) },
      payload: request.payload,
      remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    });
  }

  /** Why a response breaks the API's contract, or null when it keeps it. */
  violation(operation: Operation, response: LightMyRequestResponse): string | null {
    const status = response.statusCode;
    const contentType = response.headers['content-type']?.toString() ?? '';
    if (status >= 500) return `answered ${status}`;
    if (status >= 400) {
      if (!contentType.startsWith('application/json')) return `error ${status} is ${contentType || 'not typed'}, not JSON`;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return `error ${status} body is not JSON`;
      }
      const error = body as Record<string, unknown>;
      const extra = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
      if (
        error.statusCode !== status ||
        typeof error.error !== 'string' ||
        typeof error.message !== 'string' ||
        !error.message ||
        extra.length > 0
      ) {
        return `error ${status} is not { statusCode, error, message, details? }`;
      }
      return null;
    }
    if (status < 200 || status >= 300) return null;
    const declared = operation.spec.responses[String(status)];
    if (!declared) return `answered ${status}, which the OpenAPI document does not declare`;
    const schema = declared.content?.['application/json']?.schema;
    if (status === 204) return response.rawPayload.length === 0 ? null : 'answered 204 with a body';
    if (!schema || !contentType.startsWith('application/json')) return null;
    const validate = this.validator(`${operation.key} ${status}`, schema);
    if (validate(response.json())) return null;
    return `${status} body does not match its schema: ${this.ajv.errorsText(validate.errors)}`;
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(pointAtDocument(schema));
      this.validators.set(key, validate);
    }
    return validate;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** References to `#/components/...` point into the document registered under `openapi.json`. */
function pointAtDocument(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi.json#/')) as JsonSchema;
}

function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function toQueryString(values: unknown): string {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return `value=${encodePathSegment(JSON.stringify(values) ?? '')}`;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
      parts.push(`${encodePathSegment(name)}=${encodePathSegment(text)}`);
    }
  }
  return parts.join('&');
}

interface SentBody {
  headers: Record<string, string>;
  payload?: string | Buffer;
  shape: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bytes that are not the JSON they claim to be. */
const rawBodies: fc.Arbitrary<SentBody> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '{"a":1}{"b":2}',
      '{"a":1,}',
      "{'a':1}",
      '{"__proto__":{"polluted":true}}',
      '\uFEFF{}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '1e999999',
      '"just a string"',
      '',
    )
    .map((payload) => ({ headers: JSON_TYPE, payload, shape: 'raw invalid JSON text' })),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => ({ headers: JSON_TYPE, payload: Buffer.from(bytes), shape: 'raw random bytes as JSON' })),
  fc.constant({
    headers: JSON_TYPE,
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    shape: 'invalid UTF-8 in JSON',
  }),
);

/** A body under a content type the route does not take. */
const wrongContentTypes: fc.Arbitrary<SentBody> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/octet-stream',
      '*/*',
      'application/json\u0000',
    ),
    fc.constantFrom('{}', 'a=1&b=2', '<a>1</a>', '--x--'),
  )
  .map(([type, payload]) => ({ headers: { 'content-type': type }, payload, shape: `body as ${type}` }));

function jsonBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<SentBody> {
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value) => ({ headers: JSON_TYPE, payload: JSON.stringify(value), shape: 'valid JSON body' })) },
    {
      weight: 6,
      arbitrary: brokenValue(valid).map((value) => ({
        headers: JSON_TYPE,
        payload: JSON.stringify(value) ?? 'null',
        shape: 'broken JSON body',
      })),
    },
    { weight: 1, arbitrary: rawBodies },
    { weight: 1, arbitrary: wrongContentTypes },
    { weight: 1, arbitrary: fc.constant({ headers: {}, shape: 'no body' }) },
  );
}

const FILE_CONTENTS: readonly { data: Buffer; name: string; type: string }[] = [
  { data: SAMPLE_FILES.png, name: 'logo.png', type: 'image/png' },
  { data: SAMPLE_FILES.pdf, name: 'proof.pdf', type: 'application/pdf' },
  { data: SAMPLE_FILES.json, name: 'list.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { data: SAMPLE_FILES.fakePng, name: 'fake.png', type: 'image/png' },
  { data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), name: 'truncated.xlsx', type: 'application/zip' },
  { data: Buffer.alloc(0), name: 'empty.csv', type: 'text/csv' },
  { data: Buffer.from('Metal,Facility ID\nCobalt,\u0000\n'), name: 'list.csv', type: 'text/csv' },
];

function multipartBodies(field: string): fc.Arbitrary<SentBody> {
  const file = fc.oneof(
    fc.constantFrom(...FILE_CONTENTS),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)).map((name) => name.slice(0, 200)),
      )
      .map(([bytes, name]) => ({
        data: Buffer.from(bytes),
        name: name.replaceAll('"', ''),
        type: 'application/octet-stream',
      })),
  );
  const form = (fieldName: string, files: { data: Buffer; name: string; type: string }[], shape: string): SentBody => {
    const { payload, headers } = multipartBody(
      files.map((entry) => ({ field: fieldName, fileName: entry.name, contentType: entry.type, data: entry.data })),
    );
    return { payload, headers, shape };
  };
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(file, { minLength: 1, maxLength: 2 }).map((files) => form(field, files, 'multipart files')) },
    { weight: 1, arbitrary: fc.array(file, { minLength: 6, maxLength: 7 }).map((files) => form(field, files, 'too many files')) },
    { weight: 1, arbitrary: file.map((entry) => form('unexpected', [entry], 'file under another field')) },
    {
      weight: 1,
      arbitrary: fc.constant({
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
        shape: 'truncated multipart',
      }),
    },
    { weight: 1, arbitrary: rawBodies },
    { weight: 1, arbitrary: wrongContentTypes },
    { weight: 1, arbitrary: fc.constant({ headers: {}, shape: 'no body' }) },
  );
}

function noBodies(): fc.Arbitrary<SentBody> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant({ headers: {}, shape: 'no body' }) },
    {
      weight: 1,
      arbitrary: hostileValue.map((value) => ({
        headers: JSON_TYPE,
        payload: JSON.stringify(value) ?? 'null',
        shape: 'unexpected JSON body',
      })),
    },
    { weight: 1, arbitrary: rawBodies },
  );
}

/** One line per distinct fault, with one request that shows it. */
export interface FuzzFailure {
  violation: string;
  request: string;
  response: string;
}

/** Requests per test: an operation's FUZZ_RUNS are sent in batches, so no test nears its time limit. */
export const FUZZ_BATCH_SIZE = 50;

/** Sends the `batch`-th (from 0) batch of the operation's requests. */
export async function fuzzOperation(world: FuzzWorld, operation: Operation, group: FuzzGroup, batch: number): Promise<FuzzFailure[]> {
  const callers = world.callersFor(operation);
  if (callers.length === 0)
    return [{ violation: 'no demo account passes its guard: add one to CALLERS', request: operation.key, response: '' }];
  await world.prepare(group);
  const failures = new Map<string, FuzzFailure>();
  const runs = Math.min(FUZZ_BATCH_SIZE, FUZZ_RUNS - batch * FUZZ_BATCH_SIZE);
  // Distinct addresses across the batches too (each request comes from its own, past the rate limits).
  let index = batch * FUZZ_BATCH_SIZE;
  await fc.assert(
    fc.asyncProperty(world.requests(operation, callers), async (request) => {
      const response = await world.send(operation, request, index++);
      const violation = world.violation(operation, response);
      if (violation && !failures.has(violation)) {
        failures.set(violation, {
          violation,
          request: `${request.caller}: ${request.method} ${request.url.slice(0, 300)} (${request.shape}) ${String(request.payload ?? '').slice(0, REPORTED_BODY_CHARS)}`,
          response: response.body.slice(0, REPORTED_BODY_CHARS),
        });
      }
    }),
    { numRuns: runs, seed: world.seed + hashOf(operation.key) + batch, endOnFailure: true },
  );
  return [...failures.values()];
}

function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Declares one test per operation of a group, on a database of its own. Called with top-level await,
 * because the operations are only known once the app has described itself.
 */
export async function describeFuzzGroup(group: FuzzGroup, { describe, it, expect, afterAll }: typeof Vitest): Promise<void> {
  const world = await FuzzWorld.create();
  const operations = world.operations(group);
  if (operations.length > 0) await world.harvestKnownIds();
  afterAll(() => world.close());
  describe(`fuzzing the ${group} operations (${FUZZ_RUNS} requests each, FUZZ_SEED=${world.seed})`, () => {
    // The fuzzing reaches what the OpenAPI document lists; a route missing from it would escape unnoticed.
    if (group === 'other')
      it('every API route is in the OpenAPI document, so none escapes the fuzzing', () => expect(world.undocumentedRoutes()).toEqual([]));
    const count = Math.ceil(FUZZ_RUNS / FUZZ_BATCH_SIZE);
    for (const operation of operations) {
      for (let batch = 0; batch < count; batch += 1) {
        const name = count === 1 ? operation.key : `${operation.key} (batch ${batch + 1} of ${count})`;
        it(name, async () => expect(await fuzzOperation(world, operation, group, batch)).toEqual([]));
      }
    }
  });
}
