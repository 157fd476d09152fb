import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import bundled from '@gs/sdk/openapi.json';

/**
 * The bundled OpenAPI document drives the mock backend: which calls are public, which permission a
 * call needs (`x-permission`) and what a valid request looks like. One description, no copies.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  style?: string;
  explode?: boolean;
}

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** No bearer token needed (`security: []`). */
  isPublic: boolean;
  /** Permission code the backend checks; undefined = any signed-in user. */
  permission: string | undefined;
  /** A signed link may stand in for the bearer token (`x-signed-access`, our model). */
  signedAccess: boolean;
  parameters: ParameterObject[];
  /** Media types the request body may use, with their schemas. */
  requestBody: { required: boolean; content: Record<string, JsonSchema | undefined> } | undefined;
  /** Media types of the success answer. */
  successMediaTypes: string[];
}

interface SpecDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; parameters?: Record<string, ParameterObject> };
  security?: unknown[];
  'x-request-limits'?: Record<string, unknown>;
}

/** The spec's `x-request-limits`: what the backend refuses before it parses a request (see its description). */
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

const spec = bundled as unknown as SpecDocument;
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'delete'];
const SPEC_ID = 'https://gs-admin.local/openapi.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveParameter(value: unknown): ParameterObject {
  if (isRecord(value) && typeof value.$ref === 'string') {
    const name = value.$ref.replace('#/components/parameters/', '');
    const found = spec.components.parameters?.[name];
    if (!found) throw new Error(`Unresolved parameter ${value.$ref}`);
    return found;
  }
  return value as ParameterObject;
}

function buildIndex(): Map<string, OperationInfo> {
  const index = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters.map(resolveParameter) : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      const own = Array.isArray(op.parameters) ? op.parameters.map(resolveParameter) : [];
      const requestBody = isRecord(op.requestBody) ? op.requestBody : undefined;
      const content: Record<string, JsonSchema | undefined> = {};
      if (requestBody && isRecord(requestBody.content)) {
        for (const [mediaType, media] of Object.entries(requestBody.content)) {
          content[mediaType] = isRecord(media) && isRecord(media.schema) ? media.schema : undefined;
        }
      }
      const responses = isRecord(op.responses) ? op.responses : {};
      const ok = responses['200'];
      const successMediaTypes = isRecord(ok) && isRecord(ok.content) ? Object.keys(ok.content) : [];
      const security = Array.isArray(op.security) ? op.security : spec.security;
      index.set(`${method} ${path}`, {
        operationId: String(op.operationId),
        method,
        path,
        isPublic: Array.isArray(security) && security.length === 0,
        permission: typeof op['x-permission'] === 'string' ? op['x-permission'] : undefined,
        signedAccess: op['x-signed-access'] === true,
        parameters: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
        requestBody: requestBody ? { required: requestBody.required === true, content } : undefined,
        successMediaTypes,
      });
    }
  }
  return index;
}

export const operations = buildIndex();

function readLimits(): RequestLimits {
  const raw = spec['x-request-limits'] ?? {};
  const names: (keyof RequestLimits)[] = [
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
  const limits = {} as RequestLimits;
  for (const name of names) {
    const value = raw[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new Error(`The spec's x-request-limits.${name} must be a positive integer`);
    limits[name] = value;
  }
  return limits;
}

export const requestLimits = readLimits();

export function getOperation(method: HttpMethod, path: string): OperationInfo {
  const op = operations.get(`${method} ${path}`);
  if (!op) throw new Error(`The spec has no operation ${method.toUpperCase()} ${path}`);
  return op;
}

// Schemas inside operations refer to `#/components/...` of the document; compiled on their own they
// need the document's id in front so ajv resolves them against the registered spec.
function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SPEC_ID}${value}` : anchorRefs(value);
  }
  return out;
}

/**
 * The spec's discriminators name their mapping for the type generator; ajv picks the `oneOf` member by
 * the members' `kind` constants instead and refuses a `mapping`, so it is left out of what ajv reads.
 * With the discriminator on, an invalid payload is reported by the member its kind names (a leave
 * without a reason says so), not as "must match exactly one schema in oneOf".
 */
function withoutMappings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutMappings);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'discriminator' && isRecord(value)) {
      const { mapping: _mapping, ...rest } = value;
      out[key] = rest;
    } else out[key] = withoutMappings(value);
  }
  return out;
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, useDefaults: false, discriminator: true });
addFormats(ajv);
ajv.addSchema({ $id: SPEC_ID, components: withoutMappings(spec.components) } as JsonSchema);

const compiled = new Map<string, ValidateFunction>();

/** A validator for a schema of the spec, compiled once on first use (keeps start-up fast). */
export function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(anchorRefs(withoutMappings(schema)) as JsonSchema);
    compiled.set(key, validate);
  }
  return validate;
}

/** A readable one-line reason from ajv's first error, e.g. `body/xm must NOT have more than 50 characters`. */
export function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${where} is invalid`;
  const at = `${where}${first.instancePath}`;
  if (first.keyword === 'required' && isRecord(first.params)) {
    return `${at === where ? where : at}: missing required field '${String(first.params.missingProperty)}'`;
  }
  if (first.keyword === 'enum' && isRecord(first.params) && Array.isArray(first.params.allowedValues)) {
    return `${at} must be one of ${first.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (first.keyword === 'additionalProperties' && isRecord(first.params)) {
    return `${at}: unknown field '${String(first.params.additionalProperty)}'`;
  }
  if (first.keyword === 'unevaluatedProperties' && isRecord(first.params)) {
    return `${at}: unknown field '${String(first.params.unevaluatedProperty)}'`;
  }
  return `${at} ${first.message ?? 'is invalid'}`;
}

/** Resolves a local `$ref` chain to the schema it names (one level is enough for parameters). */
export function derefSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = spec.components.schemas[name];
  }
  return current;
}

export type { ParameterObject, JsonSchema };
