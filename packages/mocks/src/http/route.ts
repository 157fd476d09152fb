import { http, type HttpHandler } from 'msw';
import type { paths } from '@gs/sdk/schema';
import { Refusal } from '../core/refusal.ts';
import { type AuthzRow, mayCall, refusal } from './access.ts';
import { type Caller, type MockContext, authenticate, bearerToken, callerFromLink } from './context.ts';
import { type Lang, languageOf, say } from './language.ts';
import { parseRequest } from './parse-request.ts';
import { MockHttpError, SUCCESS, errorResponse, okResponse } from './respond.ts';
import { type HttpMethod, type OperationInfo, getOperation } from './spec-index.ts';

/**
 * Handlers are typed by the generated `paths`: the path must exist for the method, `query`, `params`
 * and `body` have the spec's types (they are checked against the spec before the resolver runs),
 * and the `data` a resolver returns must match the 200 answer, so a wrong shape fails type checking.
 */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Op<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type OkJson<P extends keyof paths, M extends HttpMethod> = Op<P, M> extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

export type OkData<P extends keyof paths, M extends HttpMethod> = OkJson<P, M> extends { data?: infer D } ? D : never;

type Empty = Record<string, never>;

export type QueryOf<P extends keyof paths, M extends HttpMethod> =
  Op<P, M> extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? Empty : NonNullable<Q>) : Empty;

export type ParamsOf<P extends keyof paths, M extends HttpMethod> =
  Op<P, M> extends { parameters: { path?: infer Q } } ? ([Q] extends [undefined] ? Empty : NonNullable<Q>) : Empty;

export type BodyOf<P extends keyof paths, M extends HttpMethod> =
  Op<P, M> extends { requestBody?: { content: infer C } }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': infer F }
        ? F
        : undefined
    : undefined;

export interface RouteInput<P extends keyof paths, M extends HttpMethod> {
  request: Request;
  op: OperationInfo;
  params: ParamsOf<P, M>;
  query: QueryOf<P, M>;
  body: BodyOf<P, M>;
  files: Map<string, File>;
  ctx: MockContext;
  /** The language the answer's words are in (`Accept-Language`, our model; Chinese by default). */
  lang: Lang;
}

/** Input of an operation that needs a bearer token: the caller is known. */
export interface AuthedInput<P extends keyof paths, M extends HttpMethod> extends RouteInput<P, M> {
  caller: Caller;
}

/** What a JSON operation returns: its typed `data`, or a ready Response (blobs, special envelopes). */
export type RouteResult<P extends keyof paths, M extends HttpMethod> = { data: OkData<P, M>; message?: string; extra?: Record<string, unknown> } | Response;

type Resolver<P extends keyof paths, M extends HttpMethod, I> = (input: I) => RouteResult<P, M> | Promise<RouteResult<P, M>>;

function mswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The 4xx a failure while reading a request stands for, or undefined when it is not the client's. */
export function clientFault(error: unknown): MockHttpError | undefined {
  if (error instanceof MockHttpError) return error;
  if (error instanceof RangeError) return new MockHttpError(400, '请求内容嵌套过深或过大 (request too deeply nested or too large)');
  if (error instanceof URIError) return new MockHttpError(400, '请求地址的百分号编码无效 (malformed percent-encoding in the request)');
  if (error instanceof SyntaxError) return new MockHttpError(400, '请求体格式错误 (malformed request body)');
  return undefined;
}

/** The answer of a resolver: its message, or the default success message in the request's language (issue 22 §13). */
function finish<P extends keyof paths, M extends HttpMethod>(result: RouteResult<P, M>, lang: Lang): Response {
  return result instanceof Response ? result : okResponse(result.data, result.message ?? say(lang, ...SUCCESS.ok), result.extra);
}

/** A resolver answered with an error Response instead of throwing: its changes are undone all the same. */
class RefusedAnswer extends Error {
  constructor(readonly response: Response) {
    super(`refused with HTTP ${response.status}`);
  }
}

export function createRouter(ctx: MockContext) {
  /** The area's rule for the operation; a served operation without one is a bug found at start-up. */
  function ruleOf(op: OperationInfo): AuthzRow {
    const rule = ctx.access[op.operationId as keyof typeof ctx.access];
    if (!rule) throw new Error(`${op.operationId} has no access rule: add it to its area's access table`);
    // The spec says public, signed-in or a permission; 'student', 'staff-number' and 'role' narrow signed-in.
    const areaSays = rule.access === 'public' ? 'public' : rule.access === 'permission' ? `permission ${rule.permission}` : 'signed-in';
    const specSays = op.isPublic ? 'public' : op.permission ? `permission ${op.permission}` : 'signed-in';
    if (areaSays !== specSays) throw new Error(`${op.operationId}: its access table says ${areaSays}, the spec says ${specSays}`);
    return rule;
  }

  function build<M extends HttpMethod, P extends PathsWith<M>>(
    method: M,
    path: P,
    resolve: (op: OperationInfo, request: Request, pathParams: Record<string, string | readonly string[] | undefined>) => Promise<Response>,
  ): HttpHandler {
    const op = getOperation(method, path as string);
    return http[method](mswPath(path as string), async ({ request, params }) => {
      try {
        return await resolve(op, request, params);
      } catch (error) {
        // A refusal answers in the request's language where it has words in it (issue 22 §13).
        const english = languageOf(request) === 'en';
        if (error instanceof MockHttpError)
          return errorResponse(english && error.english ? new MockHttpError(error.status, error.english, undefined, error.data) : error);
        if (error instanceof Refusal) return errorResponse(new MockHttpError(error.status, english && error.english ? error.english : error.message));
        if (error instanceof RefusedAnswer) return error.response;
        throw error;
      }
    });
  }

  /**
   * Reads and checks the request. What fails while reading it is the client's fault (a structure too
   * deep for the runtime, a broken escape, a body that is not what it says) and answers 4xx; an error
   * in a resolver is a bug of the mock and stays a 500, so tests see it.
   */
  async function prepare(op: OperationInfo, request: Request, pathParams: Record<string, string | readonly string[] | undefined>) {
    try {
      return await parseRequest(op, request, pathParams, {
        maxUploadBytes: ctx.options.maxUploadBytes,
        decrypt: ctx.crypto?.decrypt,
      });
    } catch (error) {
      throw clientFault(error) ?? error;
    }
  }

  /** The bearer token's caller, or on `x-signed-access` operations the one a signed link names. */
  async function identify(op: OperationInfo, request: Request, pathParams: Record<string, string | readonly string[] | undefined>): Promise<Caller> {
    if (op.signedAccess && !bearerToken(request)) {
      const query = new URL(request.url).searchParams;
      if (query.has('signature')) {
        const concrete = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams[name] ?? '')));
        return callerFromLink(ctx, concrete, query);
      }
    }
    return authenticate(ctx, request, op);
  }

  /**
   * Runs a resolver as one unit of work of the store: whatever it changed is undone when it fails or
   * answers an error, so a refused request never changes state. An async resolver makes its changes
   * in `ctx.store.write()` calls of its own after its awaits.
   */
  async function run<P extends keyof paths, M extends HttpMethod, I extends { lang: Lang }>(resolver: Resolver<P, M, I>, input: I): Promise<Response> {
    const result = ctx.store.write(() => {
      const answer = resolver(input);
      if (answer instanceof Response && answer.status >= 400) throw new RefusedAnswer(answer);
      return answer;
    });
    return finish(await result, input.lang);
  }

  return {
    /**
     * An operation that needs a signed-in caller. Order as a real backend: authenticate (401/402),
     * then the area's access rule (403), then the request's shape (400/413/415).
     */
    authed<M extends HttpMethod, P extends PathsWith<M>>(method: M, path: P, resolver: Resolver<P, M, AuthedInput<P, M>>): HttpHandler {
      const op = getOperation(method, path as string);
      if (op.isPublic) throw new Error(`${op.operationId} is public in the spec; register it with route.open`);
      const rule = ruleOf(op);
      return build(method, path, async (op, request, pathParams) => {
        const caller = await identify(op, request, pathParams);
        const facts = {
          isAdmin: caller.isAdmin,
          roleKey: caller.role.roleKey,
          permissions: caller.permissions,
          hasStaffNumber: Boolean(caller.user.gh),
          hasCardNumber: Boolean(caller.user.xykh),
        };
        if (!mayCall(rule, facts)) throw new MockHttpError(403, refusal(rule));
        const parsed = await prepare(op, request, pathParams);
        const input = { request, op, ctx, caller, files: parsed.files, lang: languageOf(request) } as Omit<AuthedInput<P, M>, 'params' | 'query' | 'body'>;
        return run(resolver, { ...input, params: parsed.params, query: parsed.query, body: parsed.body } as AuthedInput<P, M>);
      });
    },
    /** A white-listed operation (`security: []`): no token needed. */
    open<M extends HttpMethod, P extends PathsWith<M>>(method: M, path: P, resolver: Resolver<P, M, RouteInput<P, M>>): HttpHandler {
      const op = getOperation(method, path as string);
      if (!op.isPublic) throw new Error(`${op.operationId} needs a token in the spec; register it with route.authed`);
      ruleOf(op);
      return build(method, path, async (op, request, pathParams) => {
        const parsed = await prepare(op, request, pathParams);
        const input = { request, op, ctx, files: parsed.files, lang: languageOf(request) } as Omit<RouteInput<P, M>, 'params' | 'query' | 'body'>;
        return run(resolver, { ...input, params: parsed.params, query: parsed.query, body: parsed.body } as RouteInput<P, M>);
      });
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
