import createClient from 'openapi-fetch';
import type { paths } from './generated/schema.ts';
import { ApiError } from './errors.ts';
import { type TransportOptions, createTransport } from './transport.ts';

export type ApiClientOptions = Omit<TransportOptions, 'fetch'> & {
  fetch?: TransportOptions['fetch'];
};

/**
 * The one typed client: openapi-fetch over the transport of SPEC 7-9. Every call is a typed path
 * call (`api.client.GET('/kernel/notice', { params: { query } })`); failures reject with ApiError.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: transport,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  });
  return { client, fetch: transport, baseUrl: options.baseUrl };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The payload type of an envelope; envelopes that declare no `data` carry null. */
export type EnvelopeData<B> = B extends { data?: infer D } ? D : null;

/**
 * The `data` of a successful envelope. The transport has already rejected every failure, so a
 * missing body here means the answer was not JSON.
 */
export async function unwrap<B>(call: Promise<{ data?: B; response: Response }>): Promise<EnvelopeData<B>> {
  const { data, response } = await call;
  if (data === undefined) {
    throw new ApiError('The answer carried no JSON envelope', response.status, response.status, response.status, response.url);
  }
  return ((data as { data?: unknown }).data ?? null) as EnvelopeData<B>;
}
