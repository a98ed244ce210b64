import Type from 'typebox';
import { op, type Paths } from './operation';
import { bool, id, idBody, int, jsonValue, nullable, str, time } from './schema';
import { VIEW_NAME } from './field';

/**
 * Saved table views (docs/rules.md "Saved table views"): a signed-in person's named filters, columns, column order and
 * sort of one list, kept by the backend so they follow the person to another browser. Every call acts on the caller's
 * own views only; another person's view answers "not found".
 */
export const VIEW_LIMITS = {
  /** views per person and list */
  perList: 20,
  nameMax: VIEW_NAME.maxLength,
  listKeyMax: 200,
  /** the filters as JSON text, in characters */
  filtersMax: 4000,
  columnsMax: 100,
  columnKeyMax: 100,
} as const;

/** A list's key: its route path, plus `#<table>` for a screen with several lists. */
export const LIST_KEY_PATTERN = '^/[A-Za-z0-9/_.-]*(#[A-Za-z0-9_.-]+)?$';

const listKey = str('列表键：路由路径，一个页面有多张表时加 #表名', {
  minLength: 1,
  maxLength: VIEW_LIMITS.listKeyMax,
  pattern: LIST_KEY_PATTERN,
});
const viewName = str('视图名（同一列表内唯一）', VIEW_NAME);
export const columnStateSchema = Type.Object({
  key: str('列键', { minLength: 1, maxLength: VIEW_LIMITS.columnKeyMax }),
  show: Type.Optional(bool('是否显示')),
  order: Type.Optional(int('列顺序', { minimum: 0, maximum: 1000 })),
  fixed: Type.Optional(Type.Enum(['left', 'right'] as const, { description: '固定在；不固定的列没有此项' })),
});
export const viewSortSchema = Type.Object({
  field: str('排序列', { minLength: 1, maxLength: VIEW_LIMITS.columnKeyMax }),
  order: Type.Enum(['ascend', 'descend'] as const, { description: '方向' }),
});
const filters = Type.Record(Type.String(), jsonValue('一个查询项的值'), {
  description: '查询表单的值（JSON 对象，至多 4000 字符）',
});
/** What a view keeps (a new view; an edit sends any of these). */
const viewContent = Type.Object({
  filters,
  columns: Type.Array(columnStateSchema, { description: '列的显示、顺序、固定（至多 100 列）' }),
  sort: Type.Optional(nullable(viewSortSchema)),
});

export const viewRowSchema = Type.Object({
  id: int(),
  listKey: str(),
  name: str(),
  isDefault: bool('打开列表时应用'),
  filters: Type.Record(Type.String(), jsonValue('一个查询项的值'), { description: '查询表单的值' }),
  columns: Type.Array(columnStateSchema),
  sort: nullable(viewSortSchema),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const paths = {
  '/api/mng/view/list': op({
    summary: '本人保存的表格视图（可按列表键筛选）',
    auth: 'session',
    module: 'view',
    action: 'list',
    request: Type.Object({ listKey: Type.Optional(listKey) }),
    data: Type.Array(viewRowSchema),
  }),
  '/api/mng/view/add': op({
    creates: true,
    summary: '保存当前筛选、列与排序为命名视图',
    auth: 'session',
    module: 'view',
    action: 'add',
    logged: false,
    request: Type.Object({
      listKey,
      name: viewName,
      ...viewContent.properties,
      isDefault: Type.Optional(bool('设为默认')),
    }),
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/view/edit': op({
    summary: '改名或以当前筛选、列与排序覆盖本人的视图',
    auth: 'session',
    module: 'view',
    action: 'edit',
    logged: false,
    writes: true,
    request: Type.Object({ id: id(), name: Type.Optional(viewName), ...Type.Partial(viewContent).properties }),
  }),
  '/api/mng/view/delete': op({
    summary: '删除本人的视图',
    auth: 'session',
    module: 'view',
    action: 'delete',
    logged: false,
    writes: true,
    request: idBody(),
  }),
  '/api/mng/view/setDefault': op({
    summary: '设一个视图为该列表的默认视图（id 为空则取消默认）',
    auth: 'session',
    module: 'view',
    action: 'set',
    logged: false,
    writes: true,
    request: Type.Object({ listKey, id: Type.Optional(nullable(id())) }),
  }),
} satisfies Paths;
