import type { MenuNode } from '../stores/session.ts';

/** The first openable entry under a node (a group opens its first child). */
export function firstLeaf(node: MenuNode): MenuNode {
  const child = node.children?.[0];
  return child ? firstLeaf(child) : node;
}

function contains(node: MenuNode, path: string): boolean {
  return node.path === path || (node.children ?? []).some((child) => contains(child, path));
}

/** The top-level entry that holds `path` (the selected key), for the column and comprehensive layouts. */
export function topLevelOf(menu: MenuNode[], path: string): MenuNode | undefined {
  return menu.find((node) => contains(node, path));
}
