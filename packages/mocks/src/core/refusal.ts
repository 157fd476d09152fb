/**
 * A rule of the store refuses a change or a read (a state that does not allow it, a quota, a
 * duplicate): slices throw it, and the request layer answers it as a 4xx in the envelope.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 422,
    message: string,
    /** The message in English, for a request that asks for it (`Accept-Language: en`); Chinese without one. */
    readonly english?: string,
  ) {
    super(message);
  }
}
