import type { HttpHandler } from 'msw';
import { authHandlers } from './auth.ts';
import type { MockContext } from './context.ts';
import { exportHandlers } from './exports.ts';
import { kernelHandlers } from './kernel.ts';
import { photoHandlers } from './photos.ts';
import { createRouter } from './route.ts';
import { statsHandlers } from './stats.ts';
import { studentHandlers } from './students.ts';

/** Every operation of the spec, in one list served by the browser worker, vitest and the server. */
export function createHandlers(ctx: MockContext): HttpHandler[] {
  const route = createRouter(ctx);
  return [
    ...authHandlers(route, ctx),
    ...kernelHandlers(route, ctx),
    ...studentHandlers(route, ctx),
    ...statsHandlers(route, ctx),
    ...photoHandlers(route, ctx),
    ...exportHandlers(route, ctx),
  ];
}

export { createMockContext } from './context.ts';
export type { MockContext } from './context.ts';
