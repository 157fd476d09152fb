import type { QueryClient } from '@tanstack/react-query';

/**
 * The shell's query cache, made when the shell mounts (so /login never downloads TanStack Query) and
 * reachable here so a 401 can drop every cached answer of the old session.
 */
export const queryClientRef: { current: QueryClient | undefined } = { current: undefined };
