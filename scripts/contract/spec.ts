/**
 * The bundled OpenAPI description as the contract check reads it: every operation with its
 * parameters, request body and 200 answer, and an ajv (JSON Schema 2020-12) validator for any schema
 * of the document. Shared by the contract command and the negative-input tests.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// ajv is a dependency of @gs/mocks; the repository root has no node_modules of its own for it, so the
// script reaches it through that package (a plain file path, resolved the same by Node, tsx and vitest).
import Ajv2020, { type ErrorObject, type ValidateFunction } from '../../packages/mocks/node_modules/ajv/dist/2020.js';
import addFormats from '../../packages/mocks/node_modules/ajv-formats/dist/index.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type JsonSchema = Record<string, unknown>;

export const DEFAULT_SPEC_FILE = fileURLToPath(new URL('../../packages/sdk/src/generated/openapi.json', import.meta.url));

export interface SpecParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** Resolved one level: a `$ref` to a component schema is followed. */
  schema: JsonSchema;
  example: unknown;
}

export interface SpecOperation {
  /** `GET /kernel/notice`, as printed. */
  key: string;
  id: string;
  /** The operation's (first) tag: the area it belongs to. */
  tag: string;
  method: HttpMethod;
  path: string;
  /** `security: []`: no bearer token. */
  isPublic: boolean;
  permission: string | undefined;
  parameters: SpecParameter[];
  requestBody: { required: boolean; content: Record<string, { schema: JsonSchema | undefined; example: unknown }> } | undefined;
  /** The 200 answer: its media types, the JSON pointer of each media type's schema, declared headers. */
  ok: {
    mediaTypes: string[];
    schemaPointers: Record<string, string>;
    /** `attachment` or `inline` when the spec declares Content-Disposition (by the header component it names). */
    disposition: 'attachment' | 'inline' | 'declared' | undefined;
  };
  /** Every status the spec lists for the operation. */
  statuses: string[];
}

export interface ContractSpec {
  file: string;
  version: string;
  operations: SpecOperation[];
  byId: Map<string, SpecOperation>;
  /** The envelope's success codes (`x-envelope.successCodes`; SPEC 8: 200, 0, '200', '0'). */
  successCodes: unknown[];
  /** A validator for the schema at a JSON pointer of the document (compiled once). */
  validatorAt(pointer: string): ValidateFunction;
  /** A validator for a schema object taken from the document (its `$ref`s resolve against it). */
  validatorFor(key: string, schema: JsonSchema): ValidateFunction;
  /** Follows `$ref`s to the schema they name. */
  deref(schema: unknown): JsonSchema | undefined;
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'delete'];
const SPEC_ID = 'https://gs-admin.local/contract/openapi.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapePointer(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

export function pointerOf(...segments: string[]): string {
  return segments.map((s) => `/${escapePointer(s)}`).join('');
}

/** `/data/records/0/xm` -> `$.data.records[0].xm`, the form the report prints. */
export function jsonPath(instancePath: string): string {
  if (!instancePath) return '$';
  return `$${instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`))
    .join('')}`;
}

/** The most telling ajv error: a leaf keyword rather than the `allOf`/`anyOf` that wraps it. */
export function firstError(errors: ErrorObject[] | null | undefined): { path: string; reason: string } {
  const list = errors ?? [];
  const leaf = list.find((e) => !['allOf', 'anyOf', 'oneOf', 'if'].includes(e.keyword)) ?? list[0];
  if (!leaf) return { path: '$', reason: 'is invalid' };
  let reason = leaf.message ?? 'is invalid';
  if (leaf.keyword === 'enum' && isRecord(leaf.params) && Array.isArray(leaf.params.allowedValues)) {
    reason = `must be one of ${leaf.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (leaf.keyword === 'additionalProperties' && isRecord(leaf.params)) reason = `has unknown property '${String(leaf.params.additionalProperty)}'`;
  return { path: jsonPath(leaf.instancePath), reason };
}

export function loadSpec(file: string = DEFAULT_SPEC_FILE): ContractSpec {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    info?: { version?: string };
    paths: Record<string, Record<string, unknown>>;
    components: Record<string, Record<string, unknown>>;
    security?: unknown[];
    'x-envelope'?: { successCodes?: unknown[] };
  };

  function resolve(pointer: string): unknown {
    let node: unknown = doc;
    for (const raw of pointer.split('/').slice(1)) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    }
    return node;
  }

  function deref(value: unknown): JsonSchema | undefined {
    let current = value;
    for (let depth = 0; isRecord(current) && typeof current.$ref === 'string' && depth < 20; depth += 1) {
      current = resolve(current.$ref.slice(1));
    }
    return isRecord(current) ? current : undefined;
  }

  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // OpenAPI's `format: binary` marks raw bytes; as JSON there is nothing to check.
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...doc, $id: SPEC_ID } as JsonSchema);
  const compiled = new Map<string, ValidateFunction>();

  function validatorAt(pointer: string): ValidateFunction {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  }

  function anchorRefs(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(anchorRefs);
    if (!isRecord(schema)) return schema;
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SPEC_ID}${value}` : anchorRefs(value),
      ]),
    );
  }

  function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
    let validate = compiled.get(`schema:${key}`);
    if (!validate) {
      validate = ajv.compile(anchorRefs(schema) as JsonSchema);
      compiled.set(`schema:${key}`, validate);
    }
    return validate;
  }

  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      const own = Array.isArray(op.parameters) ? op.parameters : [];
      const parameters: SpecParameter[] = [];
      for (const raw of [...shared, ...own]) {
        const p = deref(raw);
        if (!p) continue;
        const parameter: SpecParameter = {
          name: String(p.name),
          in: p.in as SpecParameter['in'],
          required: p.required === true,
          schema: deref(p.schema) ?? {},
          example: p.example,
        };
        const at = parameters.findIndex((q) => q.name === parameter.name && q.in === parameter.in);
        if (at >= 0) parameters[at] = parameter;
        else parameters.push(parameter);
      }
      const body = deref(op.requestBody);
      const requestBody = body
        ? {
            required: body.required === true,
            content: Object.fromEntries(
              Object.entries(isRecord(body.content) ? body.content : {}).map(([mediaType, media]) => {
                const m = isRecord(media) ? media : {};
                const example = m.example ?? (isRecord(m.examples) ? deref(Object.values(m.examples)[0])?.value : undefined);
                return [mediaType, { schema: isRecord(m.schema) ? m.schema : undefined, example }];
              }),
            ),
          }
        : undefined;
      const responses = isRecord(op.responses) ? op.responses : {};
      const ok = deref(responses['200']);
      const okPointerBase =
        isRecord(responses['200']) && typeof responses['200'].$ref === 'string'
          ? responses['200'].$ref.slice(1)
          : pointerOf('paths', path, method, 'responses', '200');
      const content = ok && isRecord(ok.content) ? ok.content : {};
      const headers = ok && isRecord(ok.headers) ? ok.headers : {};
      const dispositionHeader = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-disposition')?.[1];
      const dispositionRef = isRecord(dispositionHeader) && typeof dispositionHeader.$ref === 'string' ? dispositionHeader.$ref : '';
      const security = Array.isArray(op.security) ? op.security : doc.security;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        id: String(op.operationId),
        tag: Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : '',
        method,
        path,
        isPublic: Array.isArray(security) && security.length === 0,
        permission: typeof op['x-permission'] === 'string' ? op['x-permission'] : undefined,
        parameters,
        requestBody,
        ok: {
          mediaTypes: Object.keys(content),
          schemaPointers: Object.fromEntries(
            Object.keys(content).map((mediaType) => [mediaType, `${okPointerBase}${pointerOf('content', mediaType, 'schema')}`]),
          ),
          disposition:
            dispositionHeader === undefined
              ? undefined
              : /attachment/i.test(dispositionRef)
                ? 'attachment'
                : /inline/i.test(dispositionRef)
                  ? 'inline'
                  : 'declared',
        },
        statuses: Object.keys(responses),
      });
    }
  }

  return {
    file,
    version: doc.info?.version ?? '',
    operations,
    byId: new Map(operations.map((op) => [op.id, op])),
    successCodes: doc['x-envelope']?.successCodes ?? [200, 0, '200', '0'],
    validatorAt,
    validatorFor,
    deref,
  };
}

/** The example a parameter or schema carries: `example`, then `examples[0]`, `default`, `enum[0]`. */
export function exampleOf(parameter: SpecParameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const schema = parameter.schema;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return undefined;
}
