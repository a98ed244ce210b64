import { menuEntrySchema, opLogSchema, roleRefSchema } from './entities';
import { GAME_HEADER, op, type Paths } from './operation';
import {
  arr,
  bool,
  id,
  idBody,
  int,
  name,
  nullable,
  obj,
  pageOf,
  pageQuery,
  status,
  str,
  time,
  type Schema,
} from './schema';

/**
 * Platform configuration and everyday pages (domain.md "Platform config", "Everyday pages"): menu entries
 * (/unity/menu), dictionaries (/unity/dicConfig), app keys (/unity/keyConfig), common config (/dic/commonConfig),
 * the welcome summary, the person's own profile and the operation-log filter options.
 */
/**
 * The request layer never sends `gameId` in a body (spec §5: it becomes X-Game-Id), so a record's game travels as
 * `scopeGameId` (0 general) or `parentGameId`; answers still call it gameId.
 */
const MENU = '/unity/menu';
const DICT = '/unity/dicConfig';
const KEYS = '/unity/keyConfig';
const CONFIG = '/dic/commonConfig';
const OPLOG = '/oplog';

// ---- menu entries (spec §3: root id 0, per game, gameId 0 general) ----
const menuWrite = {
  parentId: int('父菜单项 id，0 为根菜单', { minimum: 0 }),
  name: name('菜单名称'),
  type: int('1 菜单，2 按钮，3 接口', { enum: [1, 2, 3] }),
  uri: str("路由路径（/unity/menu）、按钮 '<页面>:<动作>' 或接口路径；可空（空的不进侧边菜单）", {
    maxLength: 200,
    pattern: '^(/[A-Za-z0-9_./:-]*)?$',
  }),
  scopeGameId: int('所属父游戏（存为 gameId），0 为通用[0]', { minimum: 0 }),
  sortNumber: int('同级排序，小的在前', { minimum: 0, maximum: 99999 }),
  icon: str('antd 图标名，如 SettingOutlined', {
    maxLength: 64,
    pattern: '^([A-Z][A-Za-z0-9]*)?$',
  }),
  hidden: bool('true：隐藏（侧边菜单不显示，连同其下级）'),
};

const menuRow = {
  ...menuEntrySchema,
  properties: {
    ...menuEntrySchema.properties,
    hidden: bool('隐藏（侧边菜单不显示）'),
  },
};

// ---- dictionaries ----
const dictTypeWrite = {
  code: str('字典编码：小写字母开头，2–32 位小写字母数字下划线', {
    pattern: '^[a-z][a-z0-9_]{1,31}$',
  }),
  name: name('字典名称'),
  description: str('说明', { maxLength: 200 }),
  status: status(),
};
const dictTypeRow = obj(
  {
    id: int(),
    code: str(),
    name: str(),
    description: str(),
    status: status(),
    builtIn: bool('内置字典（页面的枚举来源）不可删除，编码不可改'),
    itemCount: int('字典项数'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'code', 'name', 'status', 'builtIn', 'itemCount'],
);
const dictItemWrite = {
  typeId: id('字典 id'),
  label: name('显示文字'),
  value: str('取值（同一字典内唯一）', { minLength: 1, maxLength: 64 }),
  sort: int('排序，小的在前', { minimum: 0, maximum: 9999 }),
  color: str('徽标颜色 #RRGGBB，可空', { pattern: '^(#[0-9A-Fa-f]{6})?$' }),
  status: status(),
};
const dictItemRow = obj(
  {
    id: int(),
    typeId: int(),
    label: str(),
    value: str(),
    sort: int(),
    color: str(),
    status: status(),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'typeId', 'label', 'value', 'sort', 'color', 'status'],
);

// ---- app keys ----
const SECRET_FIELDS = ['appSecret', 'payKey'] as const;
const rsaKey = str('RSA 公钥：PEM（-----BEGIN PUBLIC KEY-----）或其 Base64 正文', { maxLength: 4000 });
const keyRow = obj(
  {
    id: int(),
    gameId: int(),
    gameName: str(),
    appKey: str('应用标识（公开）'),
    appSecret: str('应用密钥（打码：前 4 位 + **** + 后 4 位）'),
    payKey: str('支付密钥（打码）'),
    rsaPublicKey: str('RSA 公钥 Base64 正文（公开）'),
    rsaFingerprint: str('RSA 公钥 SHA-256 指纹前 16 位'),
    remark: str('备注'),
    updated: time('更新时间'),
    updatedBy: str('最后修改人'),
    secretRotated: time('appSecret 最近轮换'),
    payKeyRotated: time('payKey 最近轮换'),
  },
  ['id', 'gameId', 'gameName', 'appKey', 'appSecret', 'payKey', 'rsaPublicKey', 'updated'],
);

// ---- common config ----
export const CONFIG_TYPES = ['string', 'number', 'json', 'switch'] as const;
const configWrite = {
  key: str('配置键：字母开头，2–64 位字母数字 . _ -', {
    pattern: '^[A-Za-z][A-Za-z0-9._-]{1,63}$',
  }),
  value: str("配置值（按类型校验：number 为数字，json 须能解析，switch 为 '1'/'0'）", {
    minLength: 1,
    maxLength: 4000,
  }),
  type: str('值类型', { enum: CONFIG_TYPES }),
  description: str('说明', { maxLength: 200 }),
  scopeGameId: int('适用游戏（存为 gameId），0 为通用[0]', { minimum: 0 }),
};
const configRow = obj(
  {
    id: int(),
    key: str(),
    value: str(),
    type: str('值类型', { enum: CONFIG_TYPES }),
    description: str(),
    gameId: int('0 为通用[0]'),
    gameName: str('通用[0] 或游戏名'),
    builtIn: bool('内置键不可删除，键名与类型不可改'),
    created: time('创建时间'),
    updated: time('更新时间'),
    updatedBy: str('最后修改人'),
  },
  ['id', 'key', 'value', 'type', 'gameId', 'builtIn'],
);

// ---- everyday ----
const figure = obj(
  {
    key: str(
      '指标代码：oplogToday, failuresToday, childGames, peopleWithAccess, configs, packRunning, packFailedToday',
    ),
    value: int('数值'),
    total: nullable(int('总数（如子游戏总数），无则 null')),
    link: str('指标对应的列表路由（带查询）'),
    allowed: bool('本人是否有该列表的权限'),
  },
  ['key', 'value', 'link', 'allowed'],
);

export const paths = {
  '/api/mng/menu/add': op({
    summary: '新增菜单项',
    description: '父项须存在（0 为根菜单）；同一游戏范围（含通用）内菜单 uri 不能重复。',
    auth: 'grant',
    screen: MENU,
    module: 'menu',
    action: 'add',
    request: obj(menuWrite, ['parentId', 'name', 'type', 'scopeGameId']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/menu/edit': op({
    summary: '编辑、移动或隐藏菜单项（只改传入的字段）',
    description: '移到自身或其下级之下 A0403；根菜单（id 0）不可改。',
    auth: 'grant',
    screen: MENU,
    module: 'menu',
    action: 'edit',
    request: obj({ id: id(), ...menuWrite }, ['id']),
    data: menuRow,
  }),
  '/api/mng/menu/delete': op({
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
    log: true,
    request: obj(
      {
        parentId: int('父菜单项 id', { minimum: 0 }),
        ids: arr(id('菜单项 id'), '新顺序'),
      },
      ['parentId', 'ids'],
    ),
  }),

  '/api/mng/dict/type/page': op({
    summary: '字典类型分页',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'page',
    request: pageQuery({ name: str('编码或名称包含'), status: status() }),
    data: pageOf(dictTypeRow),
  }),
  '/api/mng/dict/type/add': op({
    summary: '新增字典类型',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'add',
    request: obj(dictTypeWrite, ['code', 'name']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/dict/type/edit': op({
    summary: '编辑字典类型（内置字典编码不可改）',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'edit',
    request: obj({ id: id(), ...dictTypeWrite }, ['id']),
  }),
  '/api/mng/dict/type/delete': op({
    summary: '删除字典类型（内置或仍有字典项时拒绝 A0403）',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/dict/item/page': op({
    summary: '某字典的字典项分页（按 sort）',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'page',
    request: pageQuery({ typeId: id('字典 id'), label: str('文字或取值包含'), status: status() }, ['typeId']),
    data: pageOf(dictItemRow),
  }),
  '/api/mng/dict/item/add': op({
    summary: '新增字典项',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'add',
    request: obj(dictItemWrite, ['typeId', 'label', 'value']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/dict/item/edit': op({
    summary: '编辑字典项',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'edit',
    request: obj({ id: id(), ...dictItemWrite }, ['id']),
  }),
  '/api/mng/dict/item/delete': op({
    summary: '删除字典项',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/dict/data': op({
    summary: '按编码取启用的字典项（页面的枚举来源）',
    auth: 'session',
    module: 'dict',
    action: 'data',
    request: obj({ codes: arr(str('字典编码', { maxLength: 32 }), '字典编码') }, ['codes']),
    data: {
      type: 'object',
      description: '{ [code]: [{label, value, color, sort}] }；未知或停用的编码为空数组',
    },
  }),

  '/api/mng/key/page': op({
    summary: '各游戏密钥分页（密钥打码）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'page',
    request: pageQuery({
      parentGameId: id('父游戏'),
      name: str('游戏名或 appKey 包含'),
    }),
    data: pageOf(keyRow),
  }),
  '/api/mng/key/add': op({
    summary: '为一个父游戏生成密钥（appKey、appSecret、payKey；每个游戏一套）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'add',
    request: obj(
      {
        parentGameId: id('父游戏'),
        rsaPublicKey: rsaKey,
        remark: str('备注', { maxLength: 200 }),
      },
      ['parentGameId'],
    ),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/key/edit': op({
    summary: '修改 RSA 公钥与备注（密钥只能轮换）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'edit',
    request: obj(
      {
        id: id(),
        rsaPublicKey: rsaKey,
        remark: str('备注', { maxLength: 200 }),
      },
      ['id'],
    ),
  }),
  '/api/mng/key/delete': op({
    summary: '吊销一个游戏的密钥',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/key/reveal': op({
    summary: '查看一个密钥的明文（须填写原因，写入操作日志；明文不进日志）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'reveal',
    request: obj(
      {
        id: id(),
        field: str('哪个密钥', { enum: SECRET_FIELDS }),
        reason: str('查看原因', { minLength: 2, maxLength: 200 }),
      },
      ['id', 'field', 'reason'],
    ),
    data: obj({ field: str(), value: str('明文') }, ['field', 'value']),
  }),
  '/api/mng/key/rotate': op({
    summary: '轮换密钥：生成新值，旧值立即失效（返回打码后的新值）',
    auth: 'grant',
    screen: KEYS,
    module: 'appKey',
    action: 'rotate',
    request: obj({ id: id(), field: str('哪个密钥', { enum: SECRET_FIELDS }) }, ['id', 'field']),
    data: obj({ field: str(), masked: str('打码后的新值') }, ['field', 'masked']),
  }),

  '/api/mng/commonConfig/page': op({
    summary: '通用配置分页',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'page',
    request: pageQuery({
      key: str('键或说明包含'),
      type: str('值类型', { enum: CONFIG_TYPES }),
      scopeGameId: int('适用游戏，0 为通用[0]', { minimum: 0 }),
      builtIn: bool('是否内置'),
    }),
    data: pageOf(configRow),
  }),
  '/api/mng/commonConfig/get': op({
    summary: '一条通用配置',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'get',
    request: idBody(),
    data: configRow,
  }),
  '/api/mng/commonConfig/add': op({
    summary: '新增通用配置（同一适用范围内键唯一）',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'add',
    request: obj(configWrite, ['key', 'value', 'type', 'scopeGameId']),
    data: obj({ id: int() }, ['id']),
  }),
  '/api/mng/commonConfig/edit': op({
    summary: '编辑通用配置（内置键的键名、类型、范围不可改）',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'edit',
    request: obj({ id: id(), ...configWrite }, ['id']),
  }),
  '/api/mng/commonConfig/delete': op({
    summary: '删除通用配置（内置键拒绝 A0403）',
    auth: 'grant',
    screen: CONFIG,
    module: 'commonConfig',
    action: 'delete',
    request: idBody(),
  }),

  '/api/mng/welcome/summary': op({
    summary: '当前游戏今天的概况（按存储实时计算）',
    auth: 'session',
    module: 'welcome',
    action: 'summary',
    headers: [GAME_HEADER],
    data: obj(
      {
        gameId: int(),
        gameName: str(),
        dayStart: time('今天 00:00（UTC+8）'),
        figures: arr(figure),
        recent: arr(opLogSchema, '本游戏最近的变更（本人有 /oplog 权限时）'),
      },
      ['gameId', 'gameName', 'dayStart', 'figures', 'recent'],
    ),
  }),
  '/api/mng/person/profile': op({
    summary: '本人资料',
    auth: 'session',
    module: 'person',
    action: 'profile',
    data: obj(
      {
        id: int(),
        account: str(),
        name: str(),
        email: str(),
        phone: str('打码手机号'),
        departmentName: str(),
        roles: arr(roleRefSchema),
        games: arr(obj({ id: int(), name: str() }, ['id', 'name'])),
        lastLogin: nullable(time('上次登录')),
        created: time('创建时间'),
        mustChangePassword: bool(),
      },
      ['id', 'account', 'name', 'roles', 'games'],
    ),
  }),
  '/api/mng/person/edit': op({
    summary: '修改本人资料（姓名、邮箱、手机号）',
    auth: 'session',
    module: 'person',
    action: 'edit',
    request: obj(
      {
        name: name('姓名'),
        email: str('邮箱', {
          maxLength: 64,
          pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
        }),
        phone: str('手机号（不改请不传）', { pattern: '^1[3-9]\\d{9}$' }),
      },
      ['name'],
    ),
  }),
  '/api/mng/oplog/options': op({
    summary: '操作日志筛选项：记录日志的模块及其动作',
    auth: 'grant',
    screen: OPLOG,
    module: 'oplog',
    action: 'options',
    data: arr(obj({ module: str(), actions: arr(str()) }, ['module', 'actions'])),
  }),
} satisfies Paths;
