import Type from 'typebox';
import { menuEntrySchema } from '../entities';
import { op, type Paths } from '../operation';
import { bool, id, idBody, int, str } from '../schema';
import { MENU_FIELDS as F } from './fields';

const MENU = '/unity/menu';

// ---- menu entries (docs/rules.md "Menu entries": root id 0, per game, gameId 0 general) ----
const menuWrite = Type.Object({
  parentId: int('父菜单项 id，0 为根菜单', { minimum: 0 }),
  name: str('菜单名称', F.name),
  type: Type.Enum(F.type.enum, { description: '1 菜单，2 按钮，3 接口' }),
  uri: Type.Optional(str("路由路径（/unity/menu）、按钮 '<页面>:<动作>' 或接口路径；可空（空的不进侧边菜单）", F.uri)),
  scopeGameId: int('所属父游戏（存为 gameId），0 为通用[0]', { minimum: 0 }),
  sortNumber: Type.Optional(int('同级排序，小的在前', F.sortNumber)),
  icon: Type.Optional(str('antd 图标名，如 SettingOutlined', F.icon)),
  hidden: Type.Optional(bool('true：隐藏（侧边菜单不显示，连同其下级）')),
});

const menuRow = {
  ...menuEntrySchema,
  properties: {
    ...menuEntrySchema.properties,
    hidden: bool('隐藏（侧边菜单不显示）'),
  },
};

export const paths = {
  '/api/mng/menu/add': op({
    creates: true,
    logged: true,
    summary: '新增菜单项',
    description: '父项须存在（0 为根菜单）；同一游戏范围（含通用）内菜单 uri 不能重复。',
    auth: 'grant',
    screen: MENU,
    module: 'menu',
    action: 'add',
    request: menuWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/menu/edit': op({
    versioned: true,
    logged: true,
    record: 'menu',
    summary: '编辑、移动或隐藏菜单项（只改传入的字段）',
    description: '移到自身或其下级之下 A0403；根菜单（id 0）不可改。',
    auth: 'grant',
    screen: MENU,
    module: 'menu',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(menuWrite).properties }),
    data: menuRow,
  }),
  '/api/mng/menu/delete': op({
    logged: true,
    record: 'menu',
    summary: '删除菜单项（有下级时拒绝 A0403）',
    auth: 'grant',
    screen: MENU,
    module: 'menu',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/menu/sort': op({
    summary: '同级重新排序：按 ids 顺序写 sortNumber 10、20、30…',
    description: 'ids 须恰好是 parentId 的全部直接下级。',
    auth: 'grant',
    screen: MENU,
    module: 'menu',
    action: 'sort',
    logged: true,
    request: Type.Object({
      parentId: int('父菜单项 id', { minimum: 0 }),
      ids: Type.Array(id('菜单项 id'), { description: '新顺序' }),
    }),
  }),
} satisfies Paths;
