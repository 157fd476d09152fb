/**
 * Schema-guided bad input: for every operation of the spec, requests that break it (missing required
 * fields, wrong types, out-of-range numbers, huge strings, unknown enum values, unknown fields at the
 * top and nested, malformed JSON, bodies nested thousands of levels deep, bodies and arrays just under
 * and over the spec's `x-request-limits`, huge and repeated query parameters, wrong content types, path
 * traversal and injection strings in ids and names, oversize and empty uploads, upload file names with
 * directories, CR/LF, NUL or 300 characters, bytes that are not an image sent to an image-only upload,
 * bad tokens, methods the path does not have). Each request that claims to break the schema is checked
 * against the schema with ajv first, and each that claims to break a limit against `x-request-limits`,
 * so "must answer 4xx" is what the spec says, not a guess.
 *
 * Injection strings that the schema accepts (free-text names and filters) form a second group,
 * `hostile`: a backend may answer them 2xx (and must match nothing) or 4xx, never 5xx. Only reads get
 * those, so they cannot change any data. A third group, `write`, is valid by the spec but hostile in a
 * way the spec answers by normalising (an upload named `../../etc/passwd` is stored as `passwd`): it may
 * change data, so a runner sends it after it has checked that nothing else did.
 */
import { readFileSync } from 'node:fs';
import { type ContractSpec, type JsonSchema, type SpecOperation, type SpecParameter, exampleOf } from './spec.ts';

export type BadKind =
  | 'missing-required'
  | 'wrong-type'
  | 'out-of-range'
  | 'too-long'
  | 'huge-string'
  | 'too-short'
  | 'unknown-enum'
  | 'pattern'
  | 'injection'
  | 'path-traversal'
  | 'bad-format'
  | 'malformed-json'
  | 'wrong-content-type'
  | 'empty-body'
  | 'oversize-upload'
  | 'empty-upload'
  | 'bad-multipart'
  | 'bad-token'
  | 'wrong-method'
  | 'deep-nesting'
  | 'unknown-field'
  | 'huge-body'
  | 'huge-array'
  | 'query-limits'
  | 'file-name'
  | 'not-an-image';

export interface BadRequest {
  operationId: string;
  kind: BadKind;
  /** `query.size`, `body.sort[0].field`, `header Authorization`, ... */
  where: string;
  method: string;
  /** Path with its parameters filled in (already percent-encoded where that is the point). */
  path: string;
  /** Raw text values, repeated keys as arrays. */
  query: Record<string, string | string[]>;
  /** `caller`: a valid token of an account that may call the operation; `none`; or a raw header value. */
  auth: 'caller' | 'none' | { header: string };
  /** Text, bytes built when sent (bodies of megabytes stay out of memory until then), or a form. */
  body?: { contentType?: string; text: string } | { contentType?: string; bytes: () => Uint8Array<ArrayBuffer> } | { form: () => FormData };
  /**
   * `4xx`: the spec says the request is invalid. `hostile`: a read valid by the schema, must not 5xx.
   * `write`: valid by the spec once normalised, must not 5xx, may change data.
   */
  expect: '4xx' | 'hostile' | 'write';
}

/** The root `x-request-limits` of the spec: what a backend refuses before it parses a request. */
export interface RequestLimits {
  maxJsonBodyBytes: number;
  maxEncryptedBodyBytes: number;
  maxDepth: number;
  maxArrayItems: number;
  maxObjectKeys: number;
  maxStringLength: number;
  maxQueryBytes: number;
  maxQueryParams: number;
  maxFileNameLength: number;
}

const LIMIT_NAMES: (keyof RequestLimits)[] = [
  'maxJsonBodyBytes',
  'maxEncryptedBodyBytes',
  'maxDepth',
  'maxArrayItems',
  'maxObjectKeys',
  'maxStringLength',
  'maxQueryBytes',
  'maxQueryParams',
  'maxFileNameLength',
];

interface RawDocument {
  'x-request-limits'?: Record<string, unknown>;
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { encoding?: Record<string, { contentType?: string }> }> } }>>;
}

function rawDocument(spec: ContractSpec): RawDocument {
  return JSON.parse(readFileSync(spec.file, 'utf8')) as RawDocument;
}

export function requestLimitsOf(spec: ContractSpec): RequestLimits {
  const raw = rawDocument(spec)['x-request-limits'] ?? {};
  const limits = {} as RequestLimits;
  for (const name of LIMIT_NAMES) {
    const value = raw[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      throw new Error(`${spec.file}: x-request-limits.${name} must be a positive integer`);
    limits[name] = value;
  }
  return limits;
}

/** Operations whose multipart `file` accepts images only (its `encoding` lists `image/*` types alone). */
function imageOnlyUploads(spec: ContractSpec): Set<string> {
  const doc = rawDocument(spec);
  const out = new Set<string>();
  for (const op of spec.operations) {
    const types = doc.paths[op.path]?.[op.method]?.requestBody?.content?.['multipart/form-data']?.encoding?.file?.contentType;
    if (types && types.split(',').every((type) => type.trim().startsWith('image/'))) out.add(op.id);
  }
  return out;
}

export const INJECTIONS = [
  "' OR 1=1 --",
  '" OR ""="',
  '1; DROP TABLE students; --',
  "admin'--",
  "' UNION SELECT password FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '$(rm -rf /)',
  '`id`',
  '{"$gt":""}',
  '%00',
  '\u0000',
  'a\r\nX-Injected: 1',
];

export const TRAVERSALS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  'file:///etc/passwd',
];

/** Path segments that are not valid percent-encoding (a decoder that throws must not become a 500). */
const BROKEN_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF'];

const HUGE_BODY_STRING = 100 * 1024;
/** Below Node's 16 kB header limit, so the handler itself sees it; one larger value per operation tests the limit. */
const LONG_URL_STRING = 8 * 1024;
const UPLOAD_LIMIT = 5 * 1024 * 1024;
/** Depths of the issue that broke a record: 3,000 levels were stored and served back, 10,000 broke every read. */
const DEEP_LEVELS = [3_000, 10_000];

/** A 1x1 PNG: the smallest upload an image-only endpoint must take as an image. */
const TINY_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

/** Bytes labelled `image/png` that are no image: text, markup with script, other formats' signatures, a cut-off PNG signature. */
const NOT_IMAGES: { label: string; bytes: Uint8Array<ArrayBuffer> }[] = [
  { label: 'text', bytes: new TextEncoder().encode('negative test\n') },
  { label: 'HTML with script', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') },
  { label: 'SVG with script', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { label: 'PDF', bytes: new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n') },
  { label: 'ZIP', bytes: Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00) },
  { label: 'Windows executable', bytes: Uint8Array.of(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00) },
  { label: 'first 4 bytes of a PNG', bytes: TINY_PNG.slice(0, 4) },
];

/** Upload names a backend keeps only the last segment of. */
const DIRECTORY_NAMES = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\Windows\\System32\\evil.png',
  '....//....//etc/passwd',
  'photos/../../../x.png',
];

/** `{"a":{"a":...{}}}` with `depth` objects, built as text: the value itself would break JSON.stringify. */
function nestedObject(depth: number): string {
  return `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

function nestedArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** The JSON text of an object with one more field, given as JSON text. */
function withField(objectText: string, name: string, valueText: string): string {
  const prefix = objectText === '{}' ? '{' : `${objectText.slice(0, -1)},`;
  return `${prefix}${JSON.stringify(name)}:${valueText}}`;
}

/** An array of `count` copies of `itemText`, as bytes, copied rather than joined as text (bodies run to megabytes). */
function arrayBytes(itemText: string, count: number): Uint8Array<ArrayBuffer> {
  const item = new TextEncoder().encode(itemText);
  const out = new Uint8Array(count * (item.byteLength + 1) + 1);
  out[0] = 0x5b; // [
  for (let i = 0, at = 1; i < count; i += 1, at += item.byteLength + 1) {
    out.set(item, at);
    out[at + item.byteLength] = i === count - 1 ? 0x5d : 0x2c; // ] or ,
  }
  return out;
}

/** `{...base, "pad": <value>}` of exactly `size` bytes: one long string, or strings of 1,000 characters. */
function paddedBytes(baseText: string, size: number, shape: 'string' | 'array'): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode(withField(baseText, 'pad', '').slice(0, -1));
  const out = new Uint8Array(size);
  out.set(head);
  // The value's text fills what is left between the head and the closing brace.
  let at = head.byteLength;
  const end = size - 1;
  const quote = 0x22;
  const x = 0x78;
  if (shape === 'string') {
    out[at] = quote;
    out.fill(x, at + 1, end - 1);
    out[end - 1] = quote;
  } else {
    out[at++] = 0x5b; // [
    const close = end - 1;
    // Items of 1,000 characters while there is room for one more after them, then one of what is left.
    while (close - at >= 1002 + 1 + 3) {
      out[at] = quote;
      out.fill(x, at + 1, at + 1001);
      out[at + 1001] = quote;
      out[at + 1002] = 0x2c; // ,
      at += 1003;
    }
    out[at] = quote;
    out.fill(x, at + 1, close - 1);
    out[close - 1] = quote;
    out[close] = 0x5d; // ]
  }
  out[end] = 0x7d; // }
  return out;
}

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** The schema with `$ref`s followed and `allOf` members merged (properties, required, type). */
function flatten(spec: ContractSpec, raw: unknown): Schema {
  const schema = (spec.deref(raw) ?? {}) as Schema;
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]).map((part) => flatten(spec, part)) : [];
  if (parts.length === 0) return schema;
  const merged: Schema = { ...schema, properties: { ...(schema.properties ?? {}) }, required: [...(schema.required ?? [])] };
  for (const part of parts) {
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
    if (!merged.type && part.type) merged.type = part.type;
  }
  return merged;
}

/** Query and path text as the backend reads it: clean numbers and booleans become their types. */
function coerce(text: string, schema: Schema): unknown {
  const types = typesOf(schema);
  // An array parameter is read as the server reads it: `ids=1,2` is `['1', '2']`, empty parts dropped.
  if (types.includes('array')) {
    return text
      .split(',')
      .filter((part) => part !== '')
      .map((part) => coerce(part, (schema.items ?? {}) as Schema));
  }
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

interface Candidate {
  value: unknown;
  kind: BadKind;
}

/** Values that may break a schema, by what they try; the caller keeps those ajv rejects. */
function candidates(schema: Schema, inUrl: boolean): Candidate[] {
  const types = typesOf(schema);
  const out: Candidate[] = [];
  const add = (kind: BadKind, ...values: unknown[]) => values.forEach((value) => out.push({ value, kind }));
  if (!inUrl) {
    // Every JSON type the schema does not allow.
    add('wrong-type', 12345, 1.5, true, 'text', [], {}, null);
  }
  if (types.includes('integer') || types.includes('number')) {
    add('wrong-type', 'abc', '', '1e3', 'NaN', 'Infinity', '0x10', ' 1', '1,2');
    if (types.includes('integer')) add('wrong-type', inUrl ? '1.5' : 1.5);
    const num = (n: number) => (inUrl ? String(n) : n);
    if (typeof schema.minimum === 'number') add('out-of-range', num(schema.minimum - 1), num(-1e12));
    if (typeof schema.maximum === 'number') add('out-of-range', num(schema.maximum + 1), num(1e12));
    add('out-of-range', inUrl ? '9'.repeat(40) : 1e308);
  }
  if (types.includes('boolean')) add('wrong-type', 'maybe', '2');
  if (types.includes('string')) {
    if (typeof schema.maxLength === 'number') add('too-long', 'x'.repeat(schema.maxLength + 1));
    add('huge-string', 'x'.repeat(inUrl ? LONG_URL_STRING : HUGE_BODY_STRING));
    if ((schema.minLength ?? 0) >= 1) add('too-short', '');
    if (Array.isArray(schema.enum)) add('unknown-enum', '__not_in_enum__', String(schema.enum[0]).toUpperCase() + 'X', '');
    if (schema.pattern) add('pattern', '', ' ', 'ÄÖÜ', '😀😀', 'a b', '-'.repeat(70));
    if (schema.format === 'date') add('bad-format', '2026-13-45', 'yesterday', '01/09/2026');
    if (schema.format === 'email') add('bad-format', 'not-an-email', 'a@', '@b.c');
    add('injection', ...INJECTIONS);
    add('path-traversal', ...TRAVERSALS);
  }
  if (types.includes('array')) {
    if ((schema.minItems ?? 0) >= 1) add('too-short', []);
    if (typeof schema.maxItems === 'number' && schema.maxItems <= 1000)
      add(
        'too-long',
        Array.from({ length: schema.maxItems + 1 }, () => 'x'),
      );
    add('wrong-type', 'x', 42, { 0: 'x' });
  }
  if (types.includes('object')) add('wrong-type', [], 'x', 42);
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function setAt(target: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = clone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

function describePath(path: (string | number)[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

/** A JSON body the schema accepts: the example of the spec, else its schema's first example. */
function exampleBody(spec: ContractSpec, op: SpecOperation, mediaType: string): unknown {
  const media = op.requestBody?.content[mediaType];
  if (!media) return undefined;
  if (media.example !== undefined) return clone(media.example);
  const schema = spec.deref(media.schema);
  return Array.isArray(schema?.examples) ? clone(schema.examples[0]) : undefined;
}

function fillPath(op: SpecOperation, values: Record<string, string>, encode = true): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => (encode ? encodeURIComponent(values[name] ?? '') : (values[name] ?? '')));
}

export interface NegativeOptions {
  /** Operation ids whose JSON bodies only read (they get hostile bodies too). */
  readingPosts?: ReadonlySet<string>;
}

export function badRequests(spec: ContractSpec, options: NegativeOptions = {}): BadRequest[] {
  const out: BadRequest[] = [];
  const methods = ['get', 'post', 'put', 'delete', 'patch'];
  const limits = requestLimitsOf(spec);
  const imageOnly = imageOnlyUploads(spec);

  // A backend that ignores a trailing slash (SPEC 7 writes `kernel/storage/`) reads a path whose last
  // parameter is empty as the parameterless path before it: `GET /kernel/teachers/` is the list of
  // teachers, a valid call of another operation rather than bad input for this one.
  const literalPaths = new Set(spec.operations.filter((o) => !o.path.includes('{')).map((o) => `${o.method} ${o.path}`));
  for (const op of spec.operations) {
    const isRead = op.method === 'get' || (options.readingPosts?.has(op.id) ?? false);
    const auth: BadRequest['auth'] = op.isPublic ? 'none' : 'caller';
    const pathValues: Record<string, string> = {};
    const baseQuery: Record<string, string> = {};
    for (const p of op.parameters) {
      const example = exampleOf(p);
      if (p.in === 'path') pathValues[p.name] = String(example ?? 'x');
      else if (p.in === 'query' && p.required) baseQuery[p.name] = String(example ?? 'x');
    }
    const jsonType = op.requestBody && 'application/json' in op.requestBody.content ? 'application/json' : undefined;
    const multipart = op.requestBody && 'multipart/form-data' in op.requestBody.content;
    const baseBody = jsonType ? exampleBody(spec, op, jsonType) : undefined;
    const validForm = () => {
      const form = new FormData();
      form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'file.png');
      return form;
    };
    const baseBodyPart = (): BadRequest['body'] =>
      jsonType && baseBody !== undefined ? { contentType: jsonType, text: JSON.stringify(baseBody) } : multipart ? { form: validForm } : undefined;
    const push = (request: Omit<BadRequest, 'operationId' | 'method' | 'auth' | 'path' | 'query' | 'body'> & Partial<BadRequest>) => {
      if (request.path !== undefined && literalPaths.has(`${op.method} ${request.path.replace(/\/+$/, '')}`)) return;
      out.push({
        operationId: op.id,
        method: op.method.toUpperCase(),
        auth,
        path: fillPath(op, pathValues),
        query: { ...baseQuery },
        body: baseBodyPart(),
        ...request,
      });
    };

    // ---- parameters, one at a time ------------------------------------------------------------
    for (const p of op.parameters) {
      if (p.in !== 'query' && p.in !== 'path') continue;
      const schema = flatten(spec, p.schema) as Schema;
      const validate = spec.validatorFor(`negative:${op.id}:${p.in}:${p.name}`, p.schema);
      const place = (text: string, raw = false) =>
        p.in === 'path'
          ? { path: raw ? fillPath(op, { ...pathValues, [p.name]: text }, false) : fillPath(op, { ...pathValues, [p.name]: text }) }
          : { query: { ...baseQuery, [p.name]: text } };
      if (p.required) {
        push({
          kind: 'missing-required',
          where: `${p.in}.${p.name}`,
          expect: '4xx',
          ...(p.in === 'path'
            ? { path: fillPath(op, { ...pathValues, [p.name]: '' }) }
            : { query: Object.fromEntries(Object.entries(baseQuery).filter(([k]) => k !== p.name)) }),
        });
      }
      for (const candidate of candidates(schema, true)) {
        const text = String(candidate.value);
        if (validate(coerce(text, schema))) {
          if (isRead && (candidate.kind === 'injection' || candidate.kind === 'path-traversal') && p.in === 'query') {
            push({ kind: candidate.kind, where: `${p.in}.${p.name}`, expect: 'hostile', ...place(text) });
          }
          continue;
        }
        push({ kind: candidate.kind, where: `${p.in}.${p.name}`, expect: '4xx', ...place(text) });
      }
      if (p.in === 'path') {
        // Unencoded traversal (the URL parser folds `..`, so the request lands on another path) and broken escapes.
        for (const text of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', ...BROKEN_ESCAPES]) {
          push({ kind: text.startsWith('%') ? 'pattern' : 'path-traversal', where: `path.${p.name} (raw)`, expect: '4xx', ...place(text, true) });
        }
      }
    }
    // One value far over Node's header limit: the server's parser answers 431 in the envelope.
    const firstParam = op.parameters.find((p: SpecParameter) => p.in === 'query');
    if (firstParam)
      push({
        kind: 'huge-string',
        where: `query.${firstParam.name} (100 kB)`,
        expect: '4xx',
        query: { ...baseQuery, [firstParam.name]: 'x'.repeat(HUGE_BODY_STRING) },
      });

    // ---- query limits (x-request-limits), on every operation, with or without parameters -----------
    const padName = 'pad';
    // The value that makes the query string exactly `bytes` long (the base parameters are plain ASCII).
    const padFor = (bytes: number) => 'x'.repeat(bytes - new URLSearchParams({ ...baseQuery, [padName]: '' }).toString().length);
    push({
      kind: 'query-limits',
      where: `query (${limits.maxQueryBytes + 1} bytes)`,
      expect: '4xx',
      query: { ...baseQuery, [padName]: padFor(limits.maxQueryBytes + 1) },
    });
    const manyParams = Object.fromEntries(Array.from({ length: limits.maxQueryParams + 1 }, (_, i) => [`p${i}`, '1']));
    push({ kind: 'query-limits', where: `query (${limits.maxQueryParams + 1} parameters)`, expect: '4xx', query: { ...baseQuery, ...manyParams } });
    push({
      kind: 'query-limits',
      where: `query (${limits.maxQueryParams + 1} repeats of one unknown parameter)`,
      expect: '4xx',
      query: { ...baseQuery, [padName]: Array.from({ length: limits.maxQueryParams + 1 }, () => '1') },
    });
    for (const p of op.parameters) {
      if (p.in !== 'query' || typesOf(flatten(spec, p.schema)).includes('array')) continue;
      const value = String(exampleOf(p) ?? 'x');
      for (const count of [2, 50])
        push({
          kind: 'query-limits',
          where: `query.${p.name} (given ${count} times)`,
          expect: '4xx',
          query: { ...baseQuery, [p.name]: Array.from({ length: count }, () => value) },
        });
      break;
    }

    // ---- JSON bodies ----------------------------------------------------------------------------
    if (jsonType && op.requestBody) {
      const rawSchema = op.requestBody.content[jsonType]!.schema!;
      const validate = spec.validatorFor(`negative:${op.id}:body`, rawSchema);
      const schema = flatten(spec, rawSchema);
      const json = (value: unknown) => ({ contentType: jsonType, text: JSON.stringify(value) });
      const tryBody = (kind: BadKind, where: string, value: unknown, hostileOk: boolean) => {
        if (validate(value)) {
          if (hostileOk && isRead) push({ kind, where, expect: 'hostile', body: json(value) });
          return;
        }
        push({ kind, where, expect: '4xx', body: json(value) });
      };

      // Whole-body breakage.
      for (const text of ['{', '{"a":', "{'title':'x'}", '[1,2', '{"a":1,}', 'undefined', 'NaN', '\u0000', '\ufeff{}x', '{"a":"\\u12"}', '<xml/>']) {
        push({ kind: 'malformed-json', where: 'body', expect: '4xx', body: { contentType: jsonType, text } });
      }
      push({
        kind: 'malformed-json',
        where: 'body (nested 20,000 deep)',
        expect: '4xx',
        body: { contentType: jsonType, text: `${'['.repeat(20_000)}${']'.repeat(19_999)}` },
      });

      // Nesting past x-request-limits.maxDepth, well-formed: an unknown field, a declared field and the whole body.
      const baseText = JSON.stringify(baseBody ?? (typesOf(schema).includes('array') ? [] : {}));
      const isObjectBody = baseText.startsWith('{');
      const firstField = Object.keys(schema.properties ?? {})[0];
      for (const depth of [limits.maxDepth + 1, ...DEEP_LEVELS]) {
        const label = `nested ${depth.toLocaleString('en')} deep`;
        push({ kind: 'deep-nesting', where: `body (${label})`, expect: '4xx', body: { contentType: jsonType, text: nestedArray(depth) } });
        if (isObjectBody) {
          push({
            kind: 'deep-nesting',
            where: `body.deep (unknown field, ${label})`,
            expect: '4xx',
            body: { contentType: jsonType, text: withField(baseText, 'deep', nestedObject(depth - 1)) },
          });
          if (firstField) {
            const rest = JSON.stringify(setAt(baseBody ?? {}, [firstField], undefined, true));
            push({
              kind: 'deep-nesting',
              where: `body.${firstField} (${label})`,
              expect: '4xx',
              body: { contentType: jsonType, text: withField(rest, firstField, nestedArray(depth - 1)) },
            });
          }
        } else {
          push({ kind: 'deep-nesting', where: `body[0] (${label})`, expect: '4xx', body: { contentType: jsonType, text: `[${nestedArray(depth - 1)}]` } });
        }
      }

      // Sizes at x-request-limits: just over answers 413; just under is parsed and judged on its content.
      const over = limits.maxJsonBodyBytes + 1;
      const under = limits.maxJsonBodyBytes - 1;
      if (isObjectBody) {
        push({
          kind: 'huge-body',
          where: `body (${over} bytes)`,
          expect: '4xx',
          body: { contentType: jsonType, bytes: () => paddedBytes(baseText, over, 'string') },
        });
        push({
          kind: 'huge-body',
          where: `body.pad (one string, ${under} bytes)`,
          expect: '4xx',
          body: { contentType: jsonType, bytes: () => paddedBytes(baseText, under, 'string') },
        });
        // Items of 1,000 characters pass every other limit: only the schema can refuse the field.
        const padded = setAt(baseBody ?? {}, ['pad'], ['x']);
        if (!validate(padded))
          push({
            kind: 'huge-body',
            where: `body.pad (strings of 1,000 characters, ${under} bytes)`,
            expect: '4xx',
            body: { contentType: jsonType, bytes: () => paddedBytes(baseText, under, 'array') },
          });
        else if (isRead)
          push({
            kind: 'huge-body',
            where: `body.pad (strings of 1,000 characters, ${under} bytes)`,
            expect: 'hostile',
            body: { contentType: jsonType, bytes: () => paddedBytes(baseText, under, 'array') },
          });
      } else {
        const item = JSON.stringify((baseBody as unknown[] | undefined)?.[0] ?? '1');
        // As many items as fit under the limit, and enough to pass it.
        const sizeOf = (count: number) => count * (item.length + 1) + 1;
        for (const count of [Math.floor((under - 1) / (item.length + 1)), Math.ceil(limits.maxJsonBodyBytes / (item.length + 1))]) {
          push({
            kind: 'huge-body',
            where: `body (${count} items, ${sizeOf(count)} bytes)`,
            expect: '4xx',
            body: { contentType: jsonType, bytes: () => arrayBytes(item, count) },
          });
        }
      }
      for (const value of [null, 'text', 42, true, Array.isArray(baseBody) ? {} : []]) tryBody('wrong-type', 'body', value, false);
      if (op.requestBody.required) push({ kind: 'empty-body', where: 'body', expect: '4xx', body: { contentType: jsonType, text: '' } });
      if (op.requestBody.required) push({ kind: 'empty-body', where: 'body (no body at all)', expect: '4xx', body: undefined });
      for (const contentType of [
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json-patch+json',
      ]) {
        push({ kind: 'wrong-content-type', where: 'header Content-Type', expect: '4xx', body: { contentType, text: JSON.stringify(baseBody ?? {}) } });
      }
      push({ kind: 'wrong-content-type', where: 'header Content-Type (missing)', expect: '4xx', body: { text: JSON.stringify(baseBody ?? {}) } });

      // Field by field, starting from the example.
      const base = baseBody ?? (typesOf(schema).includes('array') ? [] : {});
      /** Arrays of maxItems + 1 (the schema) and maxArrayItems + 1 (the limit), built as text. */
      const hugeArrays = (where: string, place: (itemsText: string) => string, arraySchema: Schema = schema) => {
        const sample = JSON.stringify(typesOf(flatten(spec, arraySchema.items)).includes('object') ? {} : '1');
        const counts = new Set([
          ...(typeof arraySchema.maxItems === 'number' && arraySchema.maxItems > 1000 ? [arraySchema.maxItems + 1] : []),
          limits.maxArrayItems + 1,
        ]);
        for (const count of counts) {
          const text = () => new TextEncoder().encode(place(`[${Array.from({ length: count }, () => sample).join(',')}]`));
          push({ kind: 'huge-array', where: `${where} (${count.toLocaleString('en')} items)`, expect: '4xx', body: { contentType: jsonType, bytes: text } });
        }
      };
      if (typesOf(schema).includes('array') && Array.isArray(base)) {
        const items = flatten(spec, schema.items);
        for (const candidate of candidates(items, false))
          tryBody(candidate.kind, 'body[0]', setAt(base.length ? base : ['1'], [0], candidate.value), candidate.kind === 'injection');
        for (const candidate of candidates(schema, false)) tryBody(candidate.kind, 'body', candidate.value, false);
        hugeArrays('body', (items) => items);
      } else if (typeof base === 'object' && base !== null) {
        const record = base as Record<string, unknown>;
        // Fields the schema does not declare, at the top and one level down.
        tryBody('unknown-field', 'body.unknownField', { ...record, unknownField: 'x' }, false);
        tryBody('unknown-field', 'body.__proto__', JSON.parse(withField(JSON.stringify(record), '__proto__', '{"admin":true}')) as unknown, false);
        for (const [name, raw] of Object.entries(schema.properties ?? {})) {
          const property = flatten(spec, raw);
          if (typesOf(property).includes('object'))
            tryBody('unknown-field', `body.${name}.unknownField`, { ...record, [name]: { ...(record[name] as object | undefined), unknownField: 'x' } }, false);
          if (typesOf(property).includes('array') && property.items && typesOf(flatten(spec, property.items)).includes('object')) {
            const first = (Array.isArray(record[name]) ? (record[name] as unknown[])[0] : undefined) as object | undefined;
            tryBody('unknown-field', `body.${name}[0].unknownField`, { ...record, [name]: [{ ...first, unknownField: 'x' }] }, false);
          }
          if (typesOf(property).includes('array')) {
            const text = JSON.stringify(setAt(record, [name], undefined, true));
            hugeArrays(`body.${name}`, (items) => withField(text, name, items), property);
          }
        }
        for (const name of new Set([...(schema.required ?? []), ...Object.keys(record)])) {
          if (name in record) tryBody('missing-required', `body.${name}`, setAt(record, [name], undefined, true), false);
        }
        for (const [name, raw] of Object.entries(schema.properties ?? {})) {
          const property = flatten(spec, raw);
          for (const candidate of candidates(property, false)) {
            tryBody(
              candidate.kind,
              `body.${name}`,
              setAt(record, [name], candidate.value),
              candidate.kind === 'injection' || candidate.kind === 'path-traversal',
            );
          }
          // One level down: items of arrays (ids, columns, sort) and their fields.
          if (typesOf(property).includes('array') && property.items) {
            const items = flatten(spec, property.items);
            const sample = Array.isArray(record[name]) && (record[name] as unknown[]).length > 0 ? (record[name] as unknown[]) : undefined;
            for (const candidate of candidates(items, false)) {
              const path = [name, 0];
              tryBody(candidate.kind, `body.${describePath(path)}`, setAt({ ...record, [name]: sample ?? [null] }, path, candidate.value), false);
            }
            for (const [field, fieldSchema] of Object.entries(items.properties ?? {})) {
              const first = { ...(sample?.[0] as Record<string, unknown> | undefined) };
              for (const candidate of candidates(flatten(spec, fieldSchema), false)) {
                const path = [name, 0, field];
                tryBody(candidate.kind, `body.${describePath(path)}`, setAt({ ...record, [name]: [first] }, path, candidate.value), false);
              }
              if ((items.required ?? []).includes(field) && field in first) {
                tryBody('missing-required', `body.${name}[0].${field}`, setAt({ ...record, [name]: [first] }, [name, 0, field], undefined, true), false);
              }
            }
          }
        }
      }
    }

    // ---- multipart uploads ------------------------------------------------------------------------
    if (multipart && op.requestBody) {
      const file =
        (size: number, name = 'file.png') =>
        () => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(size)], { type: 'image/png' }), name);
          return form;
        };
      push({ kind: 'oversize-upload', where: 'body.file (5 MB + 1 byte)', expect: '4xx', body: { form: file(UPLOAD_LIMIT + 1) } });
      push({ kind: 'oversize-upload', where: 'body.file (6 MB)', expect: '4xx', body: { form: file(6 * 1024 * 1024) } });
      push({ kind: 'empty-upload', where: 'body.file (0 bytes)', expect: '4xx', body: { form: file(0) } });
      for (const name of [...TRAVERSALS.slice(0, 3), "' OR 1=1 --.png", '<script>.png']) {
        push({
          kind: name.includes('..') || name.startsWith('/') ? 'path-traversal' : 'injection',
          where: 'body.file name (empty file)',
          expect: '4xx',
          body: { form: file(0, name) },
        });
      }
      push({
        kind: 'missing-required',
        where: 'body.file',
        expect: '4xx',
        body: {
          form: () => {
            const form = new FormData();
            form.append('modules', 'x');
            return form;
          },
        },
      });

      // File names: directories are dropped (a write the runner sends last); control characters and overlong names are refused.
      const exampleFields = Object.entries((op.requestBody.content['multipart/form-data']?.example ?? {}) as Record<string, unknown>).filter(
        ([name]) => name !== 'file',
      );
      const named =
        (name: string, bytes: Uint8Array<ArrayBuffer> = TINY_PNG, type = 'image/png', extra: [string, string][] = []) =>
        () => {
          const form = new FormData();
          form.append('file', new Blob([bytes], { type }), name);
          for (const [field, value] of exampleFields) form.append(field, String(value));
          for (const [field, value] of extra) form.append(field, value);
          return form;
        };
      for (const name of DIRECTORY_NAMES)
        push({ kind: 'file-name', where: `body.file name ${JSON.stringify(name)}`, expect: 'write', body: { form: named(name) } });
      const tooLong = limits.maxFileNameLength + 1;
      for (const name of [
        'a\r\nb.png',
        'a\nContent-Type: text/html.png',
        'a\u0000b.png',
        'evil.png\u0000.html',
        'a\u0007b.png',
        'a\u007fb.png',
        `${'x'.repeat(tooLong - 4)}.png`,
        `${'名'.repeat(tooLong - 4)}.png`,
      ]) {
        push({
          kind: 'file-name',
          where: `body.file name ${JSON.stringify(name.length > 40 ? `${name.slice(0, 12)}... (${name.length} characters)` : name)}`,
          expect: '4xx',
          body: { form: named(name) },
        });
      }
      // A field the form schema does not declare.
      const rawForm = op.requestBody.content['multipart/form-data']!.schema;
      const formFields = Object.fromEntries([['file', 'file.png'], ...exampleFields, ['unknownField', 'x']]);
      if (!spec.validatorFor(`negative:${op.id}:form`, rawForm ?? {})(formFields)) {
        push({
          kind: 'unknown-field',
          where: 'body.unknownField (form field)',
          expect: '4xx',
          body: { form: named('file.png', TINY_PNG, 'image/png', [['unknownField', 'x']]) },
        });
      }
      // Image-only uploads check the bytes, not the label.
      if (imageOnly.has(op.id)) {
        for (const { label, bytes } of NOT_IMAGES) {
          for (const type of ['image/png', 'image/jpeg'])
            push({ kind: 'not-an-image', where: `body.file (${label} labelled ${type})`, expect: '4xx', body: { form: named('photo.png', bytes, type) } });
        }
      }
      push({
        kind: 'wrong-type',
        where: 'body.file (text field)',
        expect: '4xx',
        body: {
          form: () => {
            const form = new FormData();
            form.append('file', 'not a file');
            return form;
          },
        },
      });
      const rawSchema = op.requestBody.content['multipart/form-data']!.schema;
      for (const [name, raw] of Object.entries(flatten(spec, rawSchema).properties ?? {})) {
        if (name === 'file') continue;
        const property = flatten(spec, raw);
        if (typeof property.maxLength === 'number') {
          for (const text of ['x'.repeat(property.maxLength + 1), 'x'.repeat(HUGE_BODY_STRING)]) {
            push({
              kind: text.length > 1000 ? 'huge-string' : 'too-long',
              where: `body.${name}`,
              expect: '4xx',
              body: {
                form: () => {
                  const form = file(10)();
                  form.append(name, text);
                  return form;
                },
              },
            });
          }
        }
      }
      push({
        kind: 'bad-multipart',
        where: 'body (boundary mismatch)',
        expect: '4xx',
        body: { contentType: 'multipart/form-data; boundary=abc', text: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--xyz--\r\n' },
      });
      push({ kind: 'bad-multipart', where: 'body (no boundary)', expect: '4xx', body: { contentType: 'multipart/form-data', text: 'garbage' } });
      push({
        kind: 'bad-multipart',
        where: 'body (truncated)',
        expect: '4xx',
        body: {
          contentType: 'multipart/form-data; boundary=abc',
          text: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx',
        },
      });
      for (const contentType of ['application/json', 'text/plain', 'application/octet-stream']) {
        push({ kind: 'wrong-content-type', where: 'header Content-Type', expect: '4xx', body: { contentType, text: '{"file":"x"}' } });
      }
    }

    // ---- tokens --------------------------------------------------------------------------------
    if (!op.isPublic) {
      const headers = [
        '',
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46MTIzNDU2',
        'Bearer a b',
        `Bearer ${'a'.repeat(8000)}`,
        'Token abc',
        ...INJECTIONS.map((s) => `Bearer ${s}`),
        ...TRAVERSALS.map((s) => `Bearer ${s}`),
      ];
      for (const header of headers) {
        if (!isHeaderValue(header)) continue;
        push({
          kind: header.startsWith('Bearer ') && header.length > 7 ? (TRAVERSALS.some((t) => header.endsWith(t)) ? 'path-traversal' : 'injection') : 'bad-token',
          where: 'header Authorization',
          expect: '4xx',
          auth: header === '' ? 'none' : { header },
        });
      }
    }
  }

  // ---- methods a path does not have ------------------------------------------------------------
  const byPath = new Map<string, SpecOperation[]>();
  for (const op of spec.operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  for (const [path, ops] of byPath) {
    const values = Object.fromEntries(ops.flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(exampleOf(p) ?? 'x')])));
    for (const method of methods) {
      if (ops.some((op) => op.method === method)) continue;
      out.push({
        operationId: ops[0]!.id,
        kind: 'wrong-method',
        where: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        auth: 'caller',
        path: path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x')),
        query: {},
        body: method === 'get' ? undefined : { contentType: 'application/json', text: '{}' },
        expect: '4xx',
      });
    }
  }
  return out;
}

function isHeaderValue(value: string): boolean {
  try {
    new Headers({ Authorization: value });
    return !/[\r\n\0]/.test(value);
  } catch {
    return false;
  }
}
