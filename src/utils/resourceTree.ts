import type { Resource } from '@/services/types';

/**
 * Resource trees (docs/rules.md "Resources"): menus nest by pid under root id 1, each with title = name, value = id,
 * key = id.
 */
export const ROOT_RESOURCE_ID = 1;

export interface ResourceNode extends Resource {
  title: string;
  value: number;
  key: number;
  children?: ResourceNode[];
}

function nest(resources: Resource[], keep: (r: Resource) => boolean): ResourceNode[] {
  const byPid = new Map<number, Resource[]>();
  resources.filter(keep).forEach((r) => {
    const list = byPid.get(r.pid) || [];
    list.push(r);
    byPid.set(r.pid, list);
  });
  const build = (pid: number, depth: number): ResourceNode[] =>
    depth > 32
      ? []
      : (byPid.get(pid) || []).map((r) => {
          const node: ResourceNode = { ...r, title: r.name, value: r.id, key: r.id };
          const kids = build(r.id, depth + 1);
          if (kids.length) node.children = kids;
          return node;
        });
  return build(ROOT_RESOURCE_ID, 0);
}

/** Menus with their buttons and endpoints: the grant tree of the role form. */
export function grantTree(resources: Resource[]): ResourceNode[] {
  return nest(resources, (r) => r.id !== ROOT_RESOURCE_ID);
}
