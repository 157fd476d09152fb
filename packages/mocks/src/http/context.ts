import { bytesToBase64, decryptPayload } from '@gs/sdk/crypto';
import type { MockOptions } from '../config.ts';
import { type RoleRecord, SUPER_ADMIN, type Session, type UserRecord, identitySlice } from '../core/identity.ts';
import type { Menu } from '../core/menu.ts';
import type { Store } from '../core/store.ts';
import type { PdfFonts } from '../files/pdf.ts';
import type { AccessTable } from './access.ts';
import type { Lang } from './language.ts';
import { MockHttpError } from './respond.ts';
import { type LinkSigner, createLinkSigner } from './signed-links.ts';
import type { OperationInfo } from './spec-index.ts';

export interface MockCrypto {
  /** Base64 SubjectPublicKeyInfo, as `/publicKey` hands it out. */
  publicKey: string;
  decrypt(param: string): unknown;
}

export interface MockContext {
  store: Store;
  options: MockOptions;
  /** Who may call each operation, from the areas' access tables; the router enforces it. */
  access: AccessTable;
  /** The server menu, from the areas' menu entries. */
  menu: Menu;
  /** Who may read a stored file of each area-defined scope (`student`, ...), from the areas. */
  fileScopes: Readonly<Record<string, FileReaderRule>>;
  /** Signs and checks links that stand in for a token (`x-signed-access`). */
  signer: LinkSigner;
  /** Present when encryption is on. */
  crypto?: MockCrypto;
  /**
   * The Chinese font of the printable forms: the Node side's (`cjk-font.ts`); the browser worker has
   * none, and a print answers 501 there.
   */
  pdfFonts?: PdfFonts;
  /** Milliseconds since the epoch; tests move time forward to expire tokens. */
  now(): number;
}

/**
 * The context of one request: the backend's, and the language the request asks its words in
 * (`Accept-Language`, issue 22 §13). Shared code that renders words takes it (or a kind's `KindContext`).
 */
export type RequestContext = MockContext & { lang: Lang };

/** The backend's context for one request in `lang`. */
export function inRequest(ctx: MockContext, lang: Lang): RequestContext {
  return { ...ctx, lang };
}

/** Whether `caller` may read a stored file whose scope is of this kind and names `key`. */
export type FileReaderRule = (ctx: MockContext, caller: Caller, key: string) => boolean;

export interface Caller {
  token: string;
  user: UserRecord;
  role: RoleRecord;
  permissions: string[];
  /** SPEC 6: the role named 超级管理员 passes every check. */
  isAdmin: boolean;
}

/** WebCrypto works in Node and in the browser worker alike; jsencrypt does the PKCS#1 v1.5 decryption. */
async function createCrypto(): Promise<MockCrypto> {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  const publicKey = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  const pkcs8 = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
  const privatePem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----`;
  return { publicKey, decrypt: (param) => decryptPayload(param, privatePem) };
}

export async function createMockContext(
  base: Pick<MockContext, 'store' | 'options' | 'access' | 'menu' | 'fileScopes' | 'pdfFonts'>,
  now: () => number = Date.now,
): Promise<MockContext> {
  return { ...base, now, signer: await createLinkSigner(), ...(base.options.encryption ? { crypto: await createCrypto() } : {}) };
}

/** A link to `path` that loads without a token for this caller until their token would expire. */
export function signedLink(ctx: MockContext, path: string, caller: Pick<Caller, 'user' | 'role'>): Promise<string> {
  return ctx.signer.sign(path, caller.user.id, caller.role.id, ctx.now() + ctx.options.tokenLifetimeSec * 1000);
}

/** The caller a signed link names (401 when the link is wrong or expired). */
export async function callerFromLink(ctx: MockContext, path: string, query: URLSearchParams): Promise<Caller> {
  const holder = await ctx.signer.verify(path, query, ctx.now());
  if (!holder) throw new MockHttpError(401, '链接无效或已过期，请刷新页面');
  const caller = callerFor(ctx, '', holder.userId, holder.roleId);
  if (!caller.user.roleIds.includes(holder.roleId)) throw new MockHttpError(401, '链接无效或已过期，请刷新页面');
  return caller;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function callerFor(ctx: MockContext, token: string, userId: string, roleId: string): Caller {
  const identity = ctx.store.slice(identitySlice);
  const user = identity.users.get(userId);
  const role = identity.roles.get(roleId);
  if (!user || !role) throw new MockHttpError(401, '用户不存在或已被删除，请重新登录');
  return { token, user, role, permissions: identity.permissionsOf(roleId), isAdmin: role.name === SUPER_ADMIN };
}

/**
 * Resolves the bearer token: missing or unknown -> 401, past its lifetime -> 402 (SPEC 8). Only the
 * refresh call accepts an expired token, and only within the refresh window. A token that
 * `/refreshToken` has replaced answers 402 during the grace period, so that calls sent with it before
 * the client had the new token are replayed rather than ending the session, and 401 after it.
 */
export function authenticate(ctx: MockContext, request: Request, op: OperationInfo): Caller {
  const token = bearerToken(request);
  if (!token) throw new MockHttpError(401, '未登录或登录已过期，请重新登录');
  const session = ctx.store.slice(identitySlice).sessions.get(token);
  if (!session) throw new MockHttpError(401, '登录令牌无效，请重新登录');
  const now = ctx.now();
  if (session.replacedBy !== undefined) {
    if (!inGrace(ctx, session, now)) throw new MockHttpError(401, '登录令牌已失效，请重新登录');
    if (op.operationId !== 'refreshToken') throw new MockHttpError(402, '登录令牌已过期');
  } else if (now >= session.expiresAt) {
    const refreshable = now < session.expiresAt + ctx.options.refreshWindowSec * 1000;
    if (op.operationId !== 'refreshToken') throw new MockHttpError(402, '登录令牌已过期');
    if (!refreshable) throw new MockHttpError(401, '登录已过期太久，请重新登录');
  }
  return callerFor(ctx, token, session.userId, session.roleId);
}

/**
 * A rotated token stays usable (as 402, and for a repeated refresh) only while the grace period runs
 * and only while the token it was exchanged for is the live one: once that token is signed out or
 * rotated in turn, older generations are dead at once, so a stolen old token cannot outlive the
 * session it came from.
 */
function inGrace(ctx: MockContext, session: Session, now: number): boolean {
  if (session.replacedBy === undefined || session.rotatedAt === undefined) return false;
  const successor = ctx.store.slice(identitySlice).sessions.get(session.replacedBy);
  return successor !== undefined && successor.replacedBy === undefined && now < session.rotatedAt + ctx.options.rotatedTokenGraceSec * 1000;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueToken(ctx: MockContext, userId: string, roleId: string): string {
  const token = randomToken();
  const issuedAt = ctx.now();
  const { sessions } = ctx.store.slice(identitySlice);
  ctx.store.write(() => sessions.set({ token, userId, roleId, issuedAt, expiresAt: issuedAt + ctx.options.tokenLifetimeSec * 1000 }));
  return token;
}

/**
 * `/refreshToken`: exchanges the caller's token for a new one, once. A repeated refresh with the same
 * token within the grace period (its answer was lost, or another tab still holds it) answers the same
 * new token rather than a second one, so one sign-in never forks into two live sessions.
 */
export function rotateToken(ctx: MockContext, caller: Caller): string {
  const { sessions } = ctx.store.slice(identitySlice);
  const session = sessions.get(caller.token);
  if (!session) throw new MockHttpError(401, '登录令牌无效，请重新登录');
  if (session.replacedBy !== undefined) return session.replacedBy;
  const now = ctx.now();
  return ctx.store.write(() => {
    // Tokens whose grace ran out are dropped here, the one write that makes new ones of this kind.
    for (const old of [...sessions.values()]) {
      if (old.replacedBy !== undefined && !inGrace(ctx, old, now)) sessions.delete(old.token);
    }
    const next = issueToken(ctx, session.userId, session.roleId);
    sessions.set({ ...session, replacedBy: next, rotatedAt: now });
    return next;
  });
}

export function revokeToken(ctx: MockContext, token: string): void {
  const { sessions } = ctx.store.slice(identitySlice);
  ctx.store.write(() => sessions.delete(token));
}
