import type { TreeNode } from '../page-kit/field-control.tsx';

/** The college -> major part of the org tree (a major picker). */
export function majorTree(tree: readonly TreeNode[] | undefined): TreeNode[] | undefined {
  return tree?.map((college) => ({ ...college, children: (college.children ?? []).map((major) => ({ ...major, children: [] })) }));
}

/** The colleges of the org tree only (a college filter). */
export function collegeTree(tree: readonly TreeNode[] | undefined): TreeNode[] | undefined {
  return tree?.map((college) => ({ ...college, children: [] }));
}

/** The college a major belongs to, by the tree. */
export function collegeOfMajor(tree: readonly TreeNode[] | undefined, zydm: string | undefined): string | undefined {
  return tree?.find((college) => college.children?.some((major) => major.id === zydm))?.id;
}

/** One college of the org tree (a teacher's own), or all of them without a code. */
export function ownCollege(tree: readonly TreeNode[] | undefined, xydm: string | undefined): TreeNode[] | undefined {
  return xydm ? tree?.filter((college) => college.id === xydm) : tree?.slice();
}

/** The directions of the tree, under their majors (a major is a heading, not a choice). */
export function directionTree(tree: readonly TreeNode[] | undefined): TreeNode[] | undefined {
  return tree?.flatMap((college) =>
    (college.children ?? []).filter((major) => (major.children ?? []).length > 0).map((major) => ({ ...major, selectable: false })),
  );
}

/** Names of the tree's nodes by id (directions show by name). */
export function namesOf(tree: readonly TreeNode[] | undefined): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      names.set(node.id, node.name);
      walk(node.children ?? []);
    }
  };
  walk(tree ?? []);
  return names;
}
