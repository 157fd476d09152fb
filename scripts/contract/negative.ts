/**
 * Schema-guided bad input: for every operation of the spec, requests that break it (missing required
 * fields, wrong types, out-of-range numbers, huge strings, unknown enum values, malformed JSON, wrong
 * content types, path traversal and injection strings in ids and names, oversize and empty uploads,
 * bad tokens, methods the path does not have). Each request that claims to break the schema is checked
 * against the schema with ajv first, so "must answer 4xx" is what the spec says, not a guess.
 *
 * Injection strings that the schema accepts (free-text names and filters) form a second group,
 * `hostile`: a backend may answer them 2xx (and must match nothing) or 4xx, never 5xx. Only reads get
 * those, so they cannot change any data.
 */
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
  | 'wrong-method';

export interface BadRequest {
  operationId: string;
  kind: BadKind;
  /** `query.size`, `body.sort[0].field`, `header Authorization`, ... */
  where: string;
  method: string;
  /** Path with its parameters filled in (already percent-encoded where that is the point). */
  path: string;
  /** Raw text values, repeated keys as arrays. */
  query: Record<string, string>;
  /** `caller`: a valid token of an account that passes every permission; `none`; or a raw header value. */
  auth: 'caller' | 'none' | { header: string };
  body?: { contentType?: string; text: string } | { form: () => FormData };
  /** `4xx`: the spec says the request is invalid. `hostile`: valid by the schema, must not 5xx. */
  expect: '4xx' | 'hostile';
}

export const INJECTIONS = [
  "' OR 1=1 --",
  '" OR ""="',
  "1; DROP TABLE students; --",
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
    if (typeof schema.maxItems === 'number' && schema.maxItems <= 1000) add('too-long', Array.from({ length: schema.maxItems + 1 }, () => 'x'));
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
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
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
      form.append('file', new Blob(['negative test\n'], { type: 'image/png' }), 'file.png');
      return form;
    };
    const baseBodyPart = (): BadRequest['body'] =>
      jsonType && baseBody !== undefined ? { contentType: jsonType, text: JSON.stringify(baseBody) } : multipart ? { form: validForm } : undefined;
    const push = (request: Omit<BadRequest, 'operationId' | 'method' | 'auth' | 'path' | 'query' | 'body'> & Partial<BadRequest>) =>
      out.push({
        operationId: op.id,
        method: op.method.toUpperCase(),
        auth,
        path: fillPath(op, pathValues),
        query: { ...baseQuery },
        body: baseBodyPart(),
        ...request,
      });

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
        push({ kind: 'missing-required', where: `${p.in}.${p.name}`, expect: '4xx', ...(p.in === 'path' ? { path: fillPath(op, { ...pathValues, [p.name]: '' }) } : { query: Object.fromEntries(Object.entries(baseQuery).filter(([k]) => k !== p.name)) }) });
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
    if (firstParam) push({ kind: 'huge-string', where: `query.${firstParam.name} (100 kB)`, expect: '4xx', query: { ...baseQuery, [firstParam.name]: 'x'.repeat(HUGE_BODY_STRING) } });

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
      push({ kind: 'malformed-json', where: 'body (nested 20,000 deep)', expect: '4xx', body: { contentType: jsonType, text: `${'['.repeat(20_000)}${']'.repeat(19_999)}` } });
      for (const value of [null, 'text', 42, true, Array.isArray(baseBody) ? {} : []]) tryBody('wrong-type', 'body', value, false);
      if (op.requestBody.required) push({ kind: 'empty-body', where: 'body', expect: '4xx', body: { contentType: jsonType, text: '' } });
      if (op.requestBody.required) push({ kind: 'empty-body', where: 'body (no body at all)', expect: '4xx', body: undefined });
      for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json']) {
        push({ kind: 'wrong-content-type', where: 'header Content-Type', expect: '4xx', body: { contentType, text: JSON.stringify(baseBody ?? {}) } });
      }
      push({ kind: 'wrong-content-type', where: 'header Content-Type (missing)', expect: '4xx', body: { text: JSON.stringify(baseBody ?? {}) } });

      // Field by field, starting from the example.
      const base = baseBody ?? (typesOf(schema).includes('array') ? [] : {});
      if (typesOf(schema).includes('array') && Array.isArray(base)) {
        const items = flatten(spec, schema.items);
        for (const candidate of candidates(items, false)) tryBody(candidate.kind, 'body[0]', setAt(base.length ? base : ['1'], [0], candidate.value), candidate.kind === 'injection');
        for (const candidate of candidates(schema, false)) tryBody(candidate.kind, 'body', candidate.value, false);
      } else if (typeof base === 'object' && base !== null) {
        const record = base as Record<string, unknown>;
        for (const name of new Set([...(schema.required ?? []), ...Object.keys(record)])) {
          if (name in record) tryBody('missing-required', `body.${name}`, setAt(record, [name], undefined, true), false);
        }
        for (const [name, raw] of Object.entries(schema.properties ?? {})) {
          const property = flatten(spec, raw);
          for (const candidate of candidates(property, false)) {
            tryBody(candidate.kind, `body.${name}`, setAt(record, [name], candidate.value), candidate.kind === 'injection' || candidate.kind === 'path-traversal');
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
      const file = (size: number, name = 'file.png') => () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(size)], { type: 'image/png' }), name);
        return form;
      };
      push({ kind: 'oversize-upload', where: 'body.file (5 MB + 1 byte)', expect: '4xx', body: { form: file(UPLOAD_LIMIT + 1) } });
      push({ kind: 'oversize-upload', where: 'body.file (6 MB)', expect: '4xx', body: { form: file(6 * 1024 * 1024) } });
      push({ kind: 'empty-upload', where: 'body.file (0 bytes)', expect: '4xx', body: { form: file(0) } });
      for (const name of [...TRAVERSALS.slice(0, 3), "' OR 1=1 --.png", '<script>.png']) {
        push({ kind: name.includes('..') || name.startsWith('/') ? 'path-traversal' : 'injection', where: 'body.file name (empty file)', expect: '4xx', body: { form: file(0, name) } });
      }
      push({ kind: 'missing-required', where: 'body.file', expect: '4xx', body: { form: () => { const form = new FormData(); form.append('modules', 'x'); return form; } } });
      push({ kind: 'wrong-type', where: 'body.file (text field)', expect: '4xx', body: { form: () => { const form = new FormData(); form.append('file', 'not a file'); return form; } } });
      const rawSchema = op.requestBody.content['multipart/form-data']!.schema;
      for (const [name, raw] of Object.entries(flatten(spec, rawSchema).properties ?? {})) {
        if (name === 'file') continue;
        const property = flatten(spec, raw);
        if (typeof property.maxLength === 'number') {
          for (const text of ['x'.repeat(property.maxLength + 1), 'x'.repeat(HUGE_BODY_STRING)]) {
            push({ kind: text.length > 1000 ? 'huge-string' : 'too-long', where: `body.${name}`, expect: '4xx', body: { form: () => { const form = file(10)(); form.append(name, text); return form; } } });
          }
        }
      }
      push({ kind: 'bad-multipart', where: 'body (boundary mismatch)', expect: '4xx', body: { contentType: 'multipart/form-data; boundary=abc', text: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--xyz--\r\n' } });
      push({ kind: 'bad-multipart', where: 'body (no boundary)', expect: '4xx', body: { contentType: 'multipart/form-data', text: 'garbage' } });
      push({ kind: 'bad-multipart', where: 'body (truncated)', expect: '4xx', body: { contentType: 'multipart/form-data; boundary=abc', text: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx' } });
      for (const contentType of ['application/json', 'text/plain', 'application/octet-stream']) {
        push({ kind: 'wrong-content-type', where: 'header Content-Type', expect: '4xx', body: { contentType, text: '{"file":"x"}' } });
      }
    }

    // ---- tokens --------------------------------------------------------------------------------
    if (!op.isPublic) {
      const headers = ['', 'Bearer', 'Bearer ', 'Basic YWRtaW46MTIzNDU2', 'Bearer a b', `Bearer ${'a'.repeat(8000)}`, 'Token abc', ...INJECTIONS.map((s) => `Bearer ${s}`), ...TRAVERSALS.map((s) => `Bearer ${s}`)];
      for (const header of headers) {
        if (!isHeaderValue(header)) continue;
        push({ kind: header.startsWith('Bearer ') && header.length > 7 ? (TRAVERSALS.some((t) => header.endsWith(t)) ? 'path-traversal' : 'injection') : 'bad-token', where: 'header Authorization', expect: '4xx', auth: header === '' ? 'none' : { header } });
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
