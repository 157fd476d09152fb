import { mutationOptions, queryOptions } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import type { ApiClient, ApiData, ApiInit, ApiMethod, ApiPath } from './client.ts';
import type { ApiError } from './errors.ts';
import type { paths } from './generated/schema.ts';

/**
 * TanStack Query v5 on the typed client, so that pages never hand-write a fetch.
 *
 * Query keys are `[group, path, params]`. The group comes first because one business area spans
 * several unrelated paths (notices: `/kernel/notice` and `/kernel/api/config/notice/NotAuth`), and
 * TanStack matches key prefixes element by element, not string prefixes:
 * `queryClient.invalidateQueries({ queryKey: noticeKeys.all })` invalidates every notice query.
 */

export type ApiGroup = 'auth' | 'dict' | 'notice' | 'storage' | 'approval' | 'student' | 'stats';

type AnyPath = keyof paths & string;
type StatsPath = Extract<AnyPath, `/cloud-xj/${string}Tj` | `/cloud-xj/${string}/queryAlldyCount`>;

/** The paths of each group; kept in step with `apiGroupOf` (checked against the spec's tags by a test). */
export interface ApiGroupPaths {
  auth: Extract<AnyPath, `/auth/${string}` | '/expireToken' | '/refreshToken' | '/publicKey' | `/kernel/menus/${string}`>;
  dict: Extract<AnyPath, `/kernel/dictDetail/${string}`>;
  notice: Extract<AnyPath, '/kernel/notice' | `/kernel/api/config/notice${string}`>;
  storage: Extract<AnyPath, `/kernel/storage${string}`>;
  approval: Extract<AnyPath, `/cloud-yg/api/approval${string}`>;
  stats: StatsPath;
  student: Exclude<Extract<AnyPath, `/cloud-xj/${string}`>, StatsPath>;
}

/** The group of a path; 'other' for paths outside SPEC 7's areas. */
export type ApiGroupOf<P extends string> =
  | { [G in ApiGroup]: P extends ApiGroupPaths[G] ? G : never }[ApiGroup]
  | (P extends ApiGroupPaths[ApiGroup] ? never : 'other');

const GROUP_RULES: readonly (readonly [ApiGroup, RegExp])[] = [
  ['auth', /^\/(auth\/|expireToken$|refreshToken$|publicKey$|kernel\/menus\/)/],
  ['dict', /^\/kernel\/dictDetail\//],
  ['notice', /^\/kernel\/(notice$|api\/config\/notice)/],
  ['storage', /^\/kernel\/storage/],
  ['approval', /^\/cloud-yg\/api\/approval/],
  ['stats', /^\/cloud-xj\/(.*Tj|.*\/queryAlldyCount)$/],
  ['student', /^\/cloud-xj\//],
];

export function apiGroupOf<P extends string>(path: P): ApiGroupOf<P> {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const rule = GROUP_RULES.find(([, pattern]) => pattern.test(normalised));
  return (rule?.[0] ?? 'other') as ApiGroupOf<P>;
}

type ParamsOf<P extends ApiPath<M>, M extends ApiMethod> = NonNullable<ApiInit<P, M>> extends { params?: infer Q } ? Q : never;

/** The key of a GET query: `[group, path, params]`, params `{}` when there are none. */
export type ApiQueryKey<P extends ApiPath<'get'>> = readonly [ApiGroupOf<P>, P, ParamsOf<P, 'get'> | Record<string, never>];

export function apiQueryKey<P extends ApiPath<'get'>>(path: P, params?: ParamsOf<P, 'get'>): ApiQueryKey<P> {
  return [apiGroupOf(path), path, params ?? {}] as const;
}

/** The key of a read that goes by POST (searches): `[group, path, { params, body }]`. */
export type ApiPostQueryKey<P extends ApiPath<'post'>> = readonly [ApiGroupOf<P>, P, { params: unknown; body: unknown }];

export function apiPostQueryKey<P extends ApiPath<'post'>>(path: P, init?: ApiInit<P, 'post'>): ApiPostQueryKey<P> {
  const { params, body } = (init ?? {}) as { params?: unknown; body?: unknown };
  return [apiGroupOf(path), path, { params: params ?? {}, body: body ?? null }] as const;
}

type InitArg<I> = undefined extends I ? [init?: I] : [init: I];

/**
 * `queryOptions` for a GET: `useQuery(apiQueryOptions(api, '/kernel/notice', { params: { query } }))`
 * resolves with the envelope's `data`; the query's `signal` cancels the request.
 */
export function apiQueryOptions<P extends ApiPath<'get'>>(api: Pick<ApiClient, 'get'>, path: P, ...init: InitArg<ApiInit<P, 'get'>>) {
  const first = init[0] as { params?: ParamsOf<P, 'get'> } | undefined;
  const get = api.get as unknown as (path: P, init: object) => Promise<ApiData<P, 'get'>>;
  const key: ApiQueryKey<P> = apiQueryKey<P>(path, first?.params);
  return queryOptions<ApiData<P, 'get'>, ApiError, ApiData<P, 'get'>, ApiQueryKey<P>>({
    queryKey: key,
    queryFn: ({ signal }) => get(path, { ...first, signal }),
  });
}

/** `queryOptions` for a read that goes by POST, such as the student search (SPEC 7). */
export function apiPostQueryOptions<P extends ApiPath<'post'>>(api: Pick<ApiClient, 'post'>, path: P, ...init: InitArg<ApiInit<P, 'post'>>) {
  const first = init[0];
  const post = api.post as unknown as (path: P, init: object) => Promise<ApiData<P, 'post'>>;
  return queryOptions<ApiData<P, 'post'>, ApiError, ApiData<P, 'post'>, ApiPostQueryKey<P>>({
    queryKey: apiPostQueryKey(path, first),
    queryFn: ({ signal }) => post(path, { ...(first as object | undefined), signal }),
  });
}

/** Variables of a mutation: the call's init, omittable when the operation needs none. */
export type ApiMutationVariables<P extends ApiPath<M>, M extends ApiMethod> =
  undefined extends ApiInit<P, M> ? ApiInit<P, M> | void : ApiInit<P, M>;

const HELPER = { get: 'get', post: 'post', put: 'put', delete: 'del' } as const;

/**
 * Mutation options for a write: `useMutation(apiMutation(api, 'post', '/kernel/api/config/notice'))`,
 * then `mutate({ body })`; resolves with the envelope's `data`. Its key is `[group, path, method]`.
 */
export function apiMutation<M extends ApiMethod, P extends ApiPath<M>>(api: Pick<ApiClient, 'get' | 'post' | 'put' | 'del'>, method: M, path: P) {
  const call = api[HELPER[method]] as unknown as (path: P, init?: object) => Promise<ApiData<P, M>>;
  return mutationOptions<ApiData<P, M>, ApiError, ApiMutationVariables<P, M>>({
    mutationKey: [apiGroupOf(path), path, method] as const,
    mutationFn: (variables) => call(path, (variables ?? undefined) as object | undefined),
  });
}

function groupKeys<G extends ApiGroup>(group: G) {
  return {
    /** Every query of the group: `invalidateQueries({ queryKey: keys.all })`. */
    all: [group] as const,
    /** Every query of one path of the group. */
    path: <P extends ApiGroupPaths[G]>(path: P) => [group, path] as const,
    /** The key `apiQueryOptions` gives a GET of this path with these params. */
    query: <P extends ApiGroupPaths[G] & ApiPath<'get'>>(path: P, params?: ParamsOf<P, 'get'>): ApiQueryKey<P> => apiQueryKey<P>(path, params),
  };
}

export const authKeys = groupKeys('auth');
export const dictKeys = groupKeys('dict');
export const noticeKeys = groupKeys('notice');
export const storageKeys = groupKeys('storage');
export const approvalKeys = groupKeys('approval');
export const studentKeys = groupKeys('student');
export const statsKeys = groupKeys('stats');

/**
 * @deprecated openapi-react-query hooks (`queries.useQuery('get', path, init)`), keyed
 * `[method, path, init]`, which the group keys above do not invalidate. Use `apiQueryOptions`.
 */
export function createApiQueries(api: Pick<ApiClient, 'client'>) {
  return createQueryHooks(api.client);
}

export type ApiQueries = ReturnType<typeof createApiQueries>;

/** @deprecated Key prefixes of `createApiQueries`; use the group keys (`noticeKeys.all`, ...). */
export const queryKeys = {
  userInfo: ['get', '/auth/info'],
  menus: ['get', '/auth/menus'],
  dicts: ['get', '/kernel/dictDetail/get'],
  notices: ['get', '/kernel/notice'],
  files: ['get', '/kernel/storage'],
  approvals: ['get', '/cloud-yg/api/approval/list'],
  students: ['get', '/cloud-xj/api/xj/xjxx/stuinfo'],
  studentSearch: ['post', '/cloud-xj/api/xj/xjxx/stuinfo/Search'],
} as const;

/** @deprecated `select` for `createApiQueries`' options; `apiQueryOptions` already unwraps. */
export function envelopeData<T>(envelope: { data?: T }): T | undefined {
  return envelope.data;
}
