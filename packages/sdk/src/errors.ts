/** SPEC 8/9: these envelope codes mean success. */
export const SUCCESS_CODES: readonly (number | string)[] = [200, 0, '200', '0'];

export function isSuccessCode(code: unknown): boolean {
  return SUCCESS_CODES.includes(code as number | string);
}

/**
 * SPEC 8: the status is the envelope's `code` when there is one (numeric strings count as numbers),
 * else the HTTP status; success codes read as 200.
 */
export function resolveStatus(code: unknown, httpStatus: number): number {
  if (code === undefined || code === null || code === '') return httpStatus;
  if (isSuccessCode(code)) return 200;
  const numeric = typeof code === 'number' ? code : Number(code);
  return Number.isFinite(numeric) ? numeric : httpStatus;
}

/** A failed call: the UI decides how to show it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The envelope's code as the server sent it, or the HTTP status. */
    readonly code: number | string,
    /** The status resolved by SPEC 8's rule; 0 for network failures and timeouts. */
    readonly status: number,
    readonly httpStatus: number,
    readonly url?: string,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
