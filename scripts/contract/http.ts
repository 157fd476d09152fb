/** The few HTTP calls the contract check makes, with fetch: JSON, multipart and no-body requests. */

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface CallInput {
  method: string;
  /** The spec path with its `{params}` filled in. */
  path: string;
  query?: Record<string, QueryValue>;
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  /** Raw body with its own content type (negative tests). */
  raw?: { body: BodyInit; contentType?: string };
  headers?: Record<string, string>;
}

export interface CallAnswer {
  status: number;
  headers: Headers;
  /** Lower-case media type without parameters, '' when there is none. */
  mediaType: string;
  bytes: Uint8Array;
  ms: number;
  /** The parsed JSON body when the answer is JSON and parses; undefined otherwise. */
  json: unknown;
  /** Set when the answer claims JSON but does not parse. */
  jsonError: string | undefined;
}

export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** `${base}${path}?query`, with repeated keys for arrays (SPEC 7's repeated array params). */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

export function createHttp(baseUrl: string, timeoutMs: number) {
  return async function call(input: CallInput): Promise<CallAnswer> {
    const headers = new Headers(input.headers);
    if (input.token) headers.set('Authorization', `Bearer ${input.token}`);
    let body: BodyInit | undefined;
    if (input.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(input.json);
    } else if (input.form) {
      body = input.form;
    } else if (input.raw) {
      if (input.raw.contentType !== undefined) headers.set('Content-Type', input.raw.contentType);
      body = input.raw.body;
    }
    const started = performance.now();
    const response = await fetch(buildUrl(baseUrl, input.path, input.query), {
      method: input.method.toUpperCase(),
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const ms = Math.round(performance.now() - started);
    const mediaType = mediaTypeOf(response.headers.get('content-type'));
    let json: unknown;
    let jsonError: string | undefined;
    if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
      try {
        json = JSON.parse(new TextDecoder().decode(bytes));
      } catch (error) {
        jsonError = error instanceof Error ? error.message : String(error);
      }
    }
    return { status: response.status, headers: response.headers, mediaType, bytes, ms, json, jsonError };
  };
}

export type HttpCall = ReturnType<typeof createHttp>;
