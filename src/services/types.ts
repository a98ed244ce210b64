/** Shapes shared by the services (spec §3). */

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
  [filter: string]: unknown;
}

/** Resource type (spec §3, §9): 1 menu, 2 button, 3 endpoint. */
export enum ResourceType {
  MENU = 1,
  BUTTON = 2,
  ENDPOINT = 3,
}

export interface Resource {
  id: number;
  pid: number;
  name: string;
  path: string;
  type: ResourceType;
}

/** A server menu entry (spec §3). type 1 menu; 2 and 3 are the excluded types (button, endpoint). */
export interface MenuEntry {
  id: number;
  parentId: number;
  name: string;
  type: number;
  uri?: string | null;
  gameId: number;
  sortNumber: number;
  icon?: string;
  /** set in /unity/menu: the side menu drops the entry (and everything below it) */
  hidden?: boolean;
}

export interface RoleBrief {
  id: number;
  name: string;
  code: string;
  status?: number;
}

export interface CurrentUser {
  id: number;
  account: string;
  name: string;
  email?: string;
  phone?: string;
  departmentId?: number;
  departmentName?: string;
  roles: RoleBrief[];
  resources: Resource[];
  authority: string[];
  loginTime?: number | null;
  mustChangePassword?: boolean;
}

export interface Game {
  id: number;
  name: string;
  alias?: string;
  icon?: string;
  region?: string;
  status?: number;
  childGameCount?: number;
}

export interface ChildGame {
  id: number;
  name: string;
  platform?: string;
  gameId?: number;
}

/** A department node as /sys/department/list sends it (spec §3 department.departmentList). */
export interface Department {
  id: number;
  parentId: number;
  name: string;
  leaderId?: number | null;
  leaderName?: string;
  sort: number;
  /** people in this department (not below) */
  memberCount?: number;
  children: Department[];
}

/** One operation-log row (the operation log, and the welcome page's recent changes). */
export type OpLogEntry = {
  id: number;
  time: number;
  operatorId: number;
  operatorName: string;
  gameId: number;
  module: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  result: 'success' | 'failure';
  message?: string;
  ip: string;
  durationMs: number;
};
