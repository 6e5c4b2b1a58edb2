import { adminContract } from '@shop/shared';

type Tree = { [name: string]: unknown };

function collect(node: Tree, into: Set<string>): Set<string> {
  for (const child of Object.values(node)) {
    const access = (child as { access?: unknown }).access;
    if (access !== undefined) {
      if (typeof access === 'object' && access !== null) into.add((access as { permission: string }).permission);
    } else if (typeof child === 'object' && child !== null) collect(child as Tree, into);
  }
  return into;
}

/**
 * Every permission an endpoint of the back office asks for, grouped by what it is about
 * (`trade:order`, `system:role` …): the choices a role can be given, straight from the endpoint
 * table, so a new endpoint's permission shows up without a second list to keep.
 */
export function permissionGroups(): [group: string, permissions: string[]][] {
  const groups = new Map<string, string[]>();
  for (const permission of [...collect(adminContract as Tree, new Set())].sort()) {
    const group = permission.split(':').slice(0, -1).join(':');
    groups.set(group, [...(groups.get(group) ?? []), permission]);
  }
  return [...groups.entries()];
}
