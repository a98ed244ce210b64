import type { RecordStamp } from '@/contract/operation';
import type { DataOf } from '@/request/endpoint';

/**
 * Shapes several areas share. Records come from the API contract (src/contract), so the console and the backend
 * read one declaration; Page and PageQuery are the list pattern's generic shapes.
 */

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

/** Resource type (docs/rules.md "Resources"): 1 menu, 2 button, 3 endpoint. */
export enum ResourceType {
  MENU = 1,
  BUTTON = 2,
  ENDPOINT = 3,
}

export type Resource = DataOf<'/api/sys/resource/allList'>[number];

/**
 * A server menu entry. type 1 menu; 2 and 3 are the types the side menu drops (button, endpoint). Entries read from
 * the server carry their version stamp (/unity/menu edits them, docs/rules.md "Request ids and versions"); the root
 * the console adds has none.
 */
export type MenuEntry = Omit<DataOf<'/api/mng/menu/list'>[number], keyof RecordStamp> & Partial<RecordStamp>;

export type RoleBrief = DataOf<'/api/sys/role/allList'>[number];

/** The signed-in person, with the resources their roles grant and the authority keys they hold. */
export type CurrentUser = DataOf<'/api/mng/user/current'>;

export type Game = DataOf<'/api/mng/game/myList'>[number];

export type ChildGame = DataOf<'/api/mng/childGame/dropDownList'>[number];

/** One operation-log row (the operation log, and the welcome page's recent changes). */
export type OpLogEntry = DataOf<'/api/mng/oplog/page'>['list'][number];
