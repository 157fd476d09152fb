/** SPEC 8/9: these envelope codes mean success. */
export const SUCCESS_CODES: readonly (number | string)[] = [200, 0, '200', '0'];

export function isSuccessCode(code: unknown): boolean {
  return (typeof code === 'number' || typeof code === 'string') && SUCCESS_CODES.includes(code);
}

/** True when an envelope carries a code at all; without one the HTTP status decides (SPEC 8). */
export function hasCode(code: unknown): code is number | string {
  return (typeof code === 'number' && Number.isFinite(code)) || (typeof code === 'string' && code.trim() !== '');
}

/**
 * SPEC 8: the status is the envelope's `code` when there is one (numeric strings count as numbers),
 * else the HTTP status; success codes read as 200. A code that is not a number ('FAIL') is still an
 * error (openapi.yaml: any other code is an error), read as 500 unless the HTTP status is an error.
 */
export function resolveStatus(code: unknown, httpStatus: number): number {
  if (!hasCode(code)) return httpStatus;
  if (isSuccessCode(code)) return 200;
  const numeric = typeof code === 'number' ? code : Number(code.trim());
  if (Number.isInteger(numeric)) return numeric;
  return httpStatus >= 400 ? httpStatus : 500;
}

export interface ApiErrorInit {
  message: string;
  /** The envelope's code as the server sent it; else the HTTP status; 0 or 'TIMEOUT' without an answer. */
  code: number | string;
  /** SPEC 8's resolved status; 0 when no answer arrived (network failure, timeout). */
  status: number;
  /** The HTTP status of the answer; 0 when no answer arrived. */
  httpStatus: number;
  /** The envelope's `data`, when the error answer carried one. */
  data?: unknown;
  url?: string;
  cause?: unknown;
}

/** A failed call (style guide: errors are values with types; the UI decides how to show them). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number | string;
  readonly status: number;
  readonly httpStatus: number;
  readonly data?: unknown;
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    if (init.data !== undefined) this.data = init.data;
    if (init.url !== undefined) this.url = init.url;
  }
}

/** Also recognises errors from another copy of this module (a second bundle, a worker). */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    value instanceof Error &&
    value.name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number' &&
    'code' in value &&
    'httpStatus' in value
  );
}
