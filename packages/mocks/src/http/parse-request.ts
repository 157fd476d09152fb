import { MockHttpError } from './respond.ts';
import {
  type JsonSchema,
  type OperationInfo,
  type ParameterObject,
  derefSchema,
  describeErrors,
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

function schemaType(schema: JsonSchema | undefined): string[] {
  const type = derefSchema(schema)?.type;
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? [type] : [];
}

// Query and path values arrive as text; numbers and booleans are turned into their types where the
// text is a clean literal, anything else is left as text so the schema check reports it.
function coerceScalar(raw: string, schema: JsonSchema | undefined): unknown {
  const types = schemaType(schema);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function coerceParameter(values: string[], parameter: ParameterObject): unknown {
  const schema = derefSchema(parameter.schema);
  if (schemaType(schema).includes('array')) {
    const items = schema?.items as JsonSchema | undefined;
    // Accept both `ids=1&ids=2` (SPEC 7's repeated array params) and `ids=1,2`.
    const flat = values.flatMap((v) => v.split(',')).filter((v) => v !== '');
    return flat.map((v) => coerceScalar(v, items));
  }
  return coerceScalar(values[0] ?? '', schema);
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

async function readJson(request: Request, options: ParseOptions): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MockHttpError(400, '请求体不是合法的 JSON (malformed JSON body)');
  }
  if (options.decrypt) {
    const param = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { param?: unknown }).param : undefined;
    if (typeof param !== 'string') throw new MockHttpError(400, '请求体必须加密 (payload must be RSA-encrypted)');
    try {
      return options.decrypt(param);
    } catch {
      throw new MockHttpError(400, '请求体无法解密 (cannot decrypt payload)');
    }
  }
  return value;
}

async function readMultipart(request: Request, schema: JsonSchema | undefined, options: ParseOptions) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockHttpError(400, '上传内容格式错误 (malformed multipart body)');
  }
  const fields: Record<string, unknown> = {};
  const files = new Map<string, File>();
  const properties = (derefSchema(schema)?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (properties[name]?.contentMediaType || properties[name]?.format === 'binary') {
        throw new MockHttpError(400, `字段 '${name}' 必须是文件 ('${name}' must be a file)`);
      }
      fields[name] = value;
    } else {
      if (value.size === 0) throw new MockHttpError(400, `文件 '${value.name}' 为空 (empty file)`);
      if (value.size > options.maxUploadBytes) {
        throw new MockHttpError(413, `文件最大允许 ${Math.round(options.maxUploadBytes / 1024 / 1024)}M (file max allowed ${Math.round(options.maxUploadBytes / 1024 / 1024)}M)`);
      }
      files.set(name, value);
      // The schema describes a file as binary text; its name stands in for it during the check.
      fields[name] = value.name;
    }
  }
  return { fields, files };
}

/** Reads, decrypts, coerces and checks a request against its operation; throws 400/413/415. */
export async function parseRequest(
  op: OperationInfo,
  request: Request,
  pathParams: Record<string, string | readonly string[] | undefined>,
  options: ParseOptions,
): Promise<ParsedRequest> {
  const url = new URL(request.url);
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
      const text = hasBody ? await request.text() : '';
      if (text !== '') throw new MockHttpError(415, `请求缺少 Content-Type，应为 ${accepts.join(' 或 ')}`);
      if (spec.required) throw new MockHttpError(400, '缺少请求体 (request body is required)');
    } else if (!accepts.includes(mediaType)) {
      throw new MockHttpError(415, `不支持的 Content-Type '${mediaType}'，应为 ${accepts.join(' 或 ')}`);
    } else {
      const schema = spec.content[mediaType];
      if (mediaType === 'multipart/form-data') {
        const parsed = await readMultipart(request, schema, options);
        body = parsed.fields;
        files = parsed.files;
      } else if (mediaType === 'application/x-www-form-urlencoded') {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
      } else {
        body = await readJson(request, options);
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
