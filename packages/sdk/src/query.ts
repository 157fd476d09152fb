import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiData, ApiInit, ApiMethod, ApiPath } from './client.ts';
import type { ApiError } from './errors.ts';
import type { paths } from './generated/schema.ts';

/**
 * TanStack Query v5 on the typed client, so that pages never hand-write a fetch.
 *
 * The SDK knows no business area: each area of an app makes its own key factory with
 * `createQueryKeys('notices')` and passes it to the option builders below. Every key of an area then
 * starts with the area's scope, `[scope, path, params]`, and TanStack matches key prefixes element by
 * element, so `queryClient.invalidateQueries({ queryKey: noticeKeys.all })` invalidates every query
 * of that area, over all the paths it reads (one area spans several unrelated paths).
 */

type AnyPath = keyof paths & string;

type ParamsOf<P extends ApiPath<M>, M extends ApiMethod> = NonNullable<ApiInit<P, M>> extends { params?: infer Q } ? Q : never;

/** The key of a GET query: `[scope, path, params]`, params `{}` when there are none. */
export type ApiQueryKey<S extends string, P extends ApiPath<'get'>> = readonly [S, P, ParamsOf<P, 'get'> | Record<string, never>];

/** The key of a read that goes by POST (searches): `[scope, path, { params, body }]`. */
export type ApiPostQueryKey<S extends string, P extends ApiPath<'post'>> = readonly [S, P, { params: unknown; body: unknown }];

/** The key factory of one area (or one shared piece of UI) of an app. */
export interface QueryKeys<S extends string = string> {
  readonly scope: S;
  /** Every query of the area: `invalidateQueries({ queryKey: keys.all })`. */
  readonly all: readonly [S];
  /** Every query of one path within the area. */
  path<P extends AnyPath>(path: P): readonly [S, P];
  /** The key `apiQueryOptions` gives a GET of this path with these params. */
  get<P extends ApiPath<'get'>>(path: P, params?: ParamsOf<P, 'get'>): ApiQueryKey<S, P>;
  /** The key `apiPostQueryOptions` gives a read by POST with this init. */
  post<P extends ApiPath<'post'>>(path: P, init?: ApiInit<P, 'post'>): ApiPostQueryKey<S, P>;
}

export function createQueryKeys<const S extends string>(scope: S): QueryKeys<S> {
  return {
    scope,
    all: [scope] as const,
    path: (path) => [scope, path] as const,
    get: (path, params) => [scope, path, params ?? {}] as const,
    post: (path, init) => {
      const { params, body } = (init ?? {}) as { params?: unknown; body?: unknown };
      return [scope, path, { params: params ?? {}, body: body ?? null }] as const;
    },
  };
}

type InitArg<I> = undefined extends I ? [init?: I] : [init: I];

/**
 * `queryOptions` for a GET: `useQuery(apiQueryOptions(api, noticeKeys, '/kernel/notice', { params: { query } }))`
 * resolves with the envelope's `data`; the query's `signal` cancels the request.
 */
export function apiQueryOptions<S extends string, P extends ApiPath<'get'>>(
  api: Pick<ApiClient, 'get'>,
  keys: QueryKeys<S>,
  path: P,
  ...init: InitArg<ApiInit<P, 'get'>>
) {
  const first = init[0] as { params?: ParamsOf<P, 'get'> } | undefined;
  const get = api.get as unknown as (path: P, init: object) => Promise<ApiData<P, 'get'>>;
  return queryOptions<ApiData<P, 'get'>, ApiError, ApiData<P, 'get'>, ApiQueryKey<S, P>>({
    queryKey: keys.get<P>(path, first?.params),
    queryFn: ({ signal }) => get(path, { ...first, signal }),
  });
}

/** `queryOptions` for a read that goes by POST, such as the student search (SPEC 7). */
export function apiPostQueryOptions<S extends string, P extends ApiPath<'post'>>(
  api: Pick<ApiClient, 'post'>,
  keys: QueryKeys<S>,
  path: P,
  ...init: InitArg<ApiInit<P, 'post'>>
) {
  const first = init[0];
  const post = api.post as unknown as (path: P, init: object) => Promise<ApiData<P, 'post'>>;
  return queryOptions<ApiData<P, 'post'>, ApiError, ApiData<P, 'post'>, ApiPostQueryKey<S, P>>({
    queryKey: keys.post<P>(path, first),
    queryFn: ({ signal }) => post(path, { ...(first as object | undefined), signal }),
  });
}

/** Variables of a mutation: the call's init, omittable when the operation needs none. */
export type ApiMutationVariables<P extends ApiPath<M>, M extends ApiMethod> = undefined extends ApiInit<P, M> ? ApiInit<P, M> | void : ApiInit<P, M>;

const HELPER = { get: 'get', post: 'post', put: 'put', delete: 'del' } as const;

/**
 * Mutation options for a write: `useMutation(apiMutation(api, noticeKeys, 'post', '/kernel/api/config/notice'))`,
 * then `mutate({ body })`; resolves with the envelope's `data`. Its key is `[scope, path, method]`.
 */
export function apiMutation<S extends string, M extends ApiMethod, P extends ApiPath<M>>(
  api: Pick<ApiClient, 'get' | 'post' | 'put' | 'del'>,
  keys: QueryKeys<S>,
  method: M,
  path: P,
) {
  const call = api[HELPER[method]] as unknown as (path: P, init?: object) => Promise<ApiData<P, M>>;
  return mutationOptions<ApiData<P, M>, ApiError, ApiMutationVariables<P, M>>({
    mutationKey: [keys.scope, path, method] as const,
    mutationFn: (variables) => call(path, (variables ?? undefined) as object | undefined),
  });
}
