import type { DepartmentNode } from '../../service';

/** Walking the department tree of /sys/department/list. */

export function findDepartment(tree: DepartmentNode[], id: number): DepartmentNode | undefined {
  for (const d of tree) {
    if (d.id === id) return d;
    const below = findDepartment(d.children, id);
    if (below) return below;
  }
  return undefined;
}

/** The department's id and every id below it. */
export function subtreeIds(dept: DepartmentNode): number[] {
  return [dept.id, ...dept.children.flatMap(subtreeIds)];
}

export function allDepartmentIds(tree: DepartmentNode[]): number[] {
  return tree.flatMap(subtreeIds);
}

/** Departments whose name contains `text` (case-insensitive), with the departments above them. */
export function filterDepartments(tree: DepartmentNode[], text: string): DepartmentNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return tree;
  return tree.flatMap((d) => {
    if (d.name.toLowerCase().includes(needle)) return [d];
    const kids = filterDepartments(d.children, text);
    return kids.length ? [{ ...d, children: kids }] : [];
  });
}

/** A TreeSelect option of a department. */
export interface DeptOption {
  title: string;
  value: number;
  disabled?: boolean;
  children: DeptOption[];
}
