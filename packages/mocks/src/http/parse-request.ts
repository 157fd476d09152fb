import { jsonTextBreach, jsonValueBreach } from './json-limits.ts';
import { MockHttpError } from './respond.ts';
import {
  type JsonSchema,
  type OperationInfo,
  type ParameterObject,
  type RequestLimits,
  derefSchema,
  describeErrors,
  requestLimits,
  validatorFor,
} from './spec-index.ts';

export interface ParsedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Uploaded files of a multipart body, by field name. */
  files: Map<string, File>;
}

export interface ParseOptions {
  maxUploadBytes: number;
  /** Decrypts an `{ param }` body when encryption is on; undefined when it is off. */
  decrypt: ((param: string) => unknown) | undefined;
}

/** Room for the form fields and part headers next to the largest file a multipart body may carry. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** C0 and C1 control characters (CR, LF, NUL, DEL, ...) have no place in a file name. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(2)} MB`;
}

/** The types a schema allows, its `allOf`, `oneOf` and `anyOf` members' included (a field typed by a `$ref` with a dictionary). */
function schemaType(schema: JsonSchema | undefined, depth = 0): string[] {
  const resolved = derefSchema(schema);
  if (!resolved || depth > 5) return [];
  const type = resolved.type;
  const own = Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
  const members = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(resolved[key]) ? (resolved[key] as JsonSchema[]) : []));
  return [...own, ...members.flatMap((member) => schemaType(member, depth + 1))];
}

/** The schema of an array's items, where the schema or one of its members is an array. */
function itemsOf(schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  const resolved = derefSchema(schema);
  if (!resolved || depth > 5) return undefined;
  if (resolved.items) return resolved.items as JsonSchema;
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const member of Array.isArray(resolved[key]) ? (resolved[key] as JsonSchema[]) : []) {
      const items = itemsOf(member, depth + 1);
      if (items) return items;
    }
  }
  return undefined;
}

// Query and path values arrive as text; numbers and booleans are turned into their types where the
// text is a clean literal, anything else is left as text so the schema check reports it.
function coerceScalar(raw: string, schema: JsonSchema | undefined): unknown {
  const types = schemaType(schema);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** Each value of an array read by the items' schema. */
function coerceItems(values: readonly string[], schema: JsonSchema | undefined): unknown[] {
  const items = itemsOf(schema);
  return values.map((v) => coerceScalar(v, items));
}

function coerceParameter(values: string[], parameter: ParameterObject): unknown {
  const schema = derefSchema(parameter.schema);
  if (schemaType(schema).includes('array')) {
    // Accept both `ids=1&ids=2` (SPEC 7's repeated array params) and `ids=1,2`.
    return coerceItems(
      values.flatMap((v) => v.split(',')).filter((v) => v !== ''),
      schema,
    );
  }
  return coerceScalar(values[0] ?? '', schema);
}

/**
 * The fields of a form body (multipart or URL-encoded) as the types their schema gives: every field
 * arrives as text, so an integer, number or boolean field is read as one where its text is a clean
 * literal, and an array field collects its repeated fields, each read by its items' schema (a comma
 * is text here: a form repeats a field for several values). Text that is no such literal stays
 * text, so the schema check that follows reports it; a scalar field given twice is refused.
 */
function coerceFormFields(entries: readonly (readonly [string, string])[], schema: JsonSchema | undefined): Record<string, unknown> {
  const properties = (derefSchema(schema)?.properties ?? {}) as Record<string, JsonSchema>;
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) {
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  const fields: Record<string, unknown> = {};
  for (const [name, list] of values) {
    const property = derefSchema(properties[name]);
    if (schemaType(property).includes('array')) {
      fields[name] = coerceItems(list, property);
    } else if (list.length > 1) {
      throw new MockHttpError(400, `表单字段 '${name}' 只能出现一次 (form field '${name}' given ${list.length} times)`);
    } else {
      fields[name] = coerceScalar(list[0]!, property);
    }
  }
  return fields;
}

function isArrayParameter(parameter: ParameterObject): boolean {
  return schemaType(derefSchema(parameter.schema)).includes('array');
}

/**
 * The query string as a whole: its length and its number of parameters are bounded before any of it
 * is read, so a URL of thousands of parameters costs nothing.
 */
function checkQuery(url: URL, limits: RequestLimits): void {
  const raw = url.search.replace(/^\?/, '');
  if (raw.length > limits.maxQueryBytes) {
    throw new MockHttpError(414, `查询字符串超过 ${limits.maxQueryBytes} 字节 (query string longer than ${limits.maxQueryBytes} bytes)`);
  }
  let count = 0;
  for (const _ of url.searchParams.keys()) {
    count += 1;
    if (count > limits.maxQueryParams) {
      throw new MockHttpError(400, `查询参数超过 ${limits.maxQueryParams} 个 (more than ${limits.maxQueryParams} query parameters)`);
    }
  }
}

function checkParameter(op: OperationInfo, parameter: ParameterObject, value: unknown): void {
  if (!parameter.schema) return;
  const validate = validatorFor(`${op.operationId}:${parameter.in}:${parameter.name}`, parameter.schema);
  if (!validate(value)) {
    throw new MockHttpError(400, describeErrors(`${parameter.in === 'path' ? 'path' : 'query'} parameter '${parameter.name}'`, validate.errors));
  }
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function tooLarge(maxBytes: number): MockHttpError {
  return new MockHttpError(413, `请求体超过 ${megabytes(maxBytes)} (request body larger than ${megabytes(maxBytes)})`);
}

/**
 * The body as UTF-8 text, read no further than `maxBytes`: a declared length over it is refused
 * unread, and a body that turns out longer is refused as soon as it passes the limit.
 */
async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MockHttpError(400, '请求体不是合法的 UTF-8 文本 (request body is not valid UTF-8)');
  }
}

/** JSON within the limits of the spec; the structure is measured on the text, before `JSON.parse` builds it. */
function parseJsonText(text: string, limits: RequestLimits): unknown {
  const breach = jsonTextBreach(text, limits);
  if (breach) throw new MockHttpError(400, breach);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MockHttpError(400, '请求体不是合法的 JSON (malformed JSON body)');
  }
}

async function readJson(request: Request, options: ParseOptions, limits: RequestLimits): Promise<unknown> {
  // RSA decryption costs milliseconds a block: an encrypted body has a limit of its own.
  const text = await readText(request, options.decrypt ? limits.maxEncryptedBodyBytes : limits.maxJsonBodyBytes);
  if (text.trim() === '') return undefined;
  const value = parseJsonText(text, limits);
  if (options.decrypt) {
    const param = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { param?: unknown }).param : undefined;
    if (typeof param !== 'string') throw new MockHttpError(400, '请求体必须加密 (payload must be RSA-encrypted)');
    let decrypted: unknown;
    try {
      decrypted = options.decrypt(param);
    } catch {
      throw new MockHttpError(400, '请求体无法解密 (cannot decrypt payload)');
    }
    // The decrypted JSON was parsed by the crypto helper; it meets the same limits before anything else reads it.
    const breach = jsonValueBreach(decrypted, limits);
    if (breach) throw new MockHttpError(400, breach);
    return decrypted;
  }
  return value;
}

/**
 * The name an upload is stored under: its last path segment (`../../etc/passwd` becomes `passwd`, as
 * the spec's request limits say); control characters or a name over the limit are refused.
 */
function storedFileName(name: string, limits: RequestLimits): string {
  if (CONTROL_CHARACTERS.test(name)) {
    throw new MockHttpError(400, '文件名不能包含控制字符 (file name contains control characters such as CR, LF or NUL)');
  }
  if ([...name].length > limits.maxFileNameLength) {
    throw new MockHttpError(400, `文件名超过 ${limits.maxFileNameLength} 个字符 (file name longer than ${limits.maxFileNameLength} characters)`);
  }
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  if (base === '' || base === '.' || base === '..') throw new MockHttpError(400, `文件名无效 (invalid file name '${name}')`);
  return base;
}

async function readMultipart(request: Request, schema: JsonSchema | undefined, options: ParseOptions, limits: RequestLimits) {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > options.maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new MockHttpError(
      413,
      `文件最大允许 ${Math.round(options.maxUploadBytes / 1024 / 1024)}M (file max allowed ${Math.round(options.maxUploadBytes / 1024 / 1024)}M)`,
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockHttpError(400, '上传内容格式错误 (malformed multipart body)');
  }
  const texts: [string, string][] = [];
  const named: Record<string, string> = {};
  const files = new Map<string, File>();
  const properties = (derefSchema(schema)?.properties ?? {}) as Record<string, JsonSchema>;
  const entries = [...form.entries()];
  if (entries.length > limits.maxObjectKeys) {
    throw new MockHttpError(400, `表单字段超过 ${limits.maxObjectKeys} 个 (more than ${limits.maxObjectKeys} form fields)`);
  }
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      if (properties[name]?.contentMediaType || properties[name]?.format === 'binary') {
        throw new MockHttpError(400, `字段 '${name}' 必须是文件 ('${name}' must be a file)`);
      }
      texts.push([name, value]);
    } else {
      if (value.size === 0) throw new MockHttpError(400, `文件 '${value.name}' 为空 (empty file)`);
      if (value.size > options.maxUploadBytes) {
        throw new MockHttpError(
          413,
          `文件最大允许 ${Math.round(options.maxUploadBytes / 1024 / 1024)}M (file max allowed ${Math.round(options.maxUploadBytes / 1024 / 1024)}M)`,
        );
      }
      const stored = storedFileName(value.name, limits);
      files.set(name, stored === value.name ? value : new File([value], stored, { type: value.type, lastModified: value.lastModified }));
      // The schema describes a file as binary text; its name stands in for it during the check.
      named[name] = stored;
    }
  }
  return { fields: { ...coerceFormFields(texts, schema), ...named }, files };
}

/** Reads, decrypts, coerces and checks a request against its operation; throws 400/413/415. */
export async function parseRequest(
  op: OperationInfo,
  request: Request,
  pathParams: Record<string, string | readonly string[] | undefined>,
  options: ParseOptions,
): Promise<ParsedRequest> {
  const limits = requestLimits;
  const url = new URL(request.url);
  checkQuery(url, limits);
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of op.parameters) {
    if (parameter.in === 'path') {
      const raw = pathParams[parameter.name];
      const text = Array.isArray(raw) ? raw.join('/') : (raw as string | undefined);
      if (text === undefined || text === '') throw new MockHttpError(400, `缺少路径参数 '${parameter.name}'`);
      params[parameter.name] = coerceScalar(text, parameter.schema);
      checkParameter(op, parameter, params[parameter.name]);
    } else if (parameter.in === 'query') {
      const values = url.searchParams.getAll(parameter.name);
      if (values.length === 0) {
        if (parameter.required) throw new MockHttpError(400, `缺少查询参数 '${parameter.name}' (query parameter '${parameter.name}' is required)`);
        continue;
      }
      // Only an array parameter may repeat (SPEC 7's repeated array params); a repeated scalar would be read as one of its values.
      if (values.length > 1 && !isArrayParameter(parameter)) {
        throw new MockHttpError(400, `查询参数 '${parameter.name}' 只能出现一次 (query parameter '${parameter.name}' given ${values.length} times)`);
      }
      query[parameter.name] = coerceParameter(values, parameter);
      checkParameter(op, parameter, query[parameter.name]);
    }
  }

  let body: unknown;
  let files = new Map<string, File>();
  const spec = op.requestBody;
  if (spec) {
    const mediaType = mediaTypeOf(request);
    const accepts = Object.keys(spec.content);
    const hasBody = request.body !== null && request.headers.get('content-length') !== '0';
    if (!hasBody || mediaType === '') {
      const text = hasBody ? await readText(request, limits.maxJsonBodyBytes) : '';
      if (text !== '') throw new MockHttpError(415, `请求缺少 Content-Type，应为 ${accepts.join(' 或 ')}`);
      if (spec.required) throw new MockHttpError(400, '缺少请求体 (request body is required)');
    } else if (!accepts.includes(mediaType)) {
      throw new MockHttpError(415, `不支持的 Content-Type '${mediaType}'，应为 ${accepts.join(' 或 ')}`);
    } else {
      const schema = spec.content[mediaType];
      if (mediaType === 'multipart/form-data') {
        const parsed = await readMultipart(request, schema, options, limits);
        body = parsed.fields;
        files = parsed.files;
      } else if (mediaType === 'application/x-www-form-urlencoded') {
        const form = new URLSearchParams(await readText(request, limits.maxJsonBodyBytes));
        body = coerceFormFields([...form.entries()], schema);
        const breach = jsonValueBreach(body, limits);
        if (breach) throw new MockHttpError(400, breach);
      } else {
        body = await readJson(request, options, limits);
      }
      if (body === undefined) {
        if (spec.required) throw new MockHttpError(400, '缺少请求体 (request body is required)');
      } else if (schema) {
        const validate = validatorFor(`${op.operationId}:body:${mediaType}`, schema);
        if (!validate(body)) throw new MockHttpError(400, describeErrors('body', validate.errors));
      }
    }
  }
  return { params, query, body, files };
}
