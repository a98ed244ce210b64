import Type from 'typebox';
import { op, type Paths } from './operation';
import { bool, id, idBody, int, pageOf, pageQuery, str, time } from './schema';
import { CHANGE_REASON } from './history';
import { COMMON_CONFIG_FIELDS as F } from './dicFields';

/**
 * The dic area: common config (/dic/commonConfig; src/pages/dic/README.md "Dic"). The request layer never
 * sends `gameId` in a body (docs/rules.md "Body filter"), so a record's game travels as `scopeGameId` (0 general).
 */
const CONFIG = '/dic/commonConfig';

// ---- common config ----
export const CONFIG_TYPES = ['string', 'number', 'json', 'switch'] as const;
export const CONFIG_SORT_FIELDS = ['key', 'updated'] as const;
const configWrite = Type.Object({
  key: str('配置键：字母开头，2–64 位字母数字 . _ -', F.key),
  value: str("配置值（按类型校验：number 为不超过 32 个字符的数字，json 须能解析，switch 为 '1'/'0'）", F.value),
  type: Type.Enum(CONFIG_TYPES, { description: '值类型' }),
  description: Type.Optional(str('说明', F.description)),
  scopeGameId: int('适用游戏（存为 gameId），0 为通用[0]', { minimum: 0 }),
});
const configRow = Type.Object({
  id: int(),
  key: str(),
  value: str(),
  type: Type.Enum(CONFIG_TYPES, { description: '值类型' }),
  description: str(),
  gameId: int('0 为通用[0]'),
  gameName: str('通用[0] 或游戏名'),
  builtIn: bool('内置键不可删除，键名与类型不可改'),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

export const paths = {
  '/api/mng/commonConfig/page': op({
    record: 'commonConfig',
    summary: '通用配置分页',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'page',
    request: pageQuery({
      key: Type.Optional(str('键或说明包含')),
      type: Type.Optional(Type.Enum(CONFIG_TYPES, { description: '值类型' })),
      scopeGameId: Type.Optional(int('适用游戏，0 为通用[0]', { minimum: 0 })),
      scopeGameIds: Type.Optional(
        Type.Array(int('适用游戏', { minimum: 0 }), {
          description: '适用游戏之一（如 [0, 1]：通用[0] 与游戏 1 的配置，即游戏 1 适用的全部）',
        }),
      ),
      builtIn: Type.Optional(bool('是否内置')),
      sortField: Type.Optional(Type.Enum(CONFIG_SORT_FIELDS, { description: '排序字段（不传：最新新增在前）' })),
      sortOrder: Type.Optional(Type.Enum(['asc', 'desc'], { description: '排序方向，默认 asc' })),
    }),
    data: pageOf(configRow),
  }),
  '/api/mng/commonConfig/get': op({
    record: 'commonConfig',
    summary: '一条通用配置',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: configRow,
  }),
  '/api/mng/commonConfig/add': op({
    creates: true,
    logged: true,
    summary: '新增通用配置（同一适用范围内键唯一）',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'add',
    request: Type.Object({ ...configWrite.properties, ...CHANGE_REASON }),
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/commonConfig/edit': op({
    versioned: true,
    logged: true,
    record: 'commonConfig',
    summary: '编辑通用配置（内置键的键名、类型、范围不可改）',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(configWrite).properties, ...CHANGE_REASON }),
  }),
  '/api/mng/commonConfig/delete': op({
    logged: true,
    record: 'commonConfig',
    summary: '删除通用配置（内置键拒绝 A0403）',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'delete',
    request: idBody(),
  }),
} satisfies Paths;
