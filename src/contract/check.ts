import Type from 'typebox';
import { checkRunRow } from './entities';
import { op, type Paths } from './operation';
import { bool, id, idBody, int, nullable, num, pageOf, pageQuery, str, time } from './schema';
import {
  CHECK_ITEM_FIELDS as I,
  CHECK_PARAM_FIELDS as P,
  CUSTOM_CHECK_KINDS,
  JOINUP_FIELDS as J,
  SEVERITIES,
} from './checkFields';

/**
 * The check area, the self-check platform (/api/check; src/pages/check/README.md "Check"): which games and
 * channels are enrolled, and the check items with their parameters.
 */
const S = {
  joinup: '/check/joinup',
  joinupDetail: '/check/joinup/detail',
  config: '/check/configuration',
  setConfig: '/check/configuration/setConfig',
};

const checkItemParam = Type.Object({
  key: str('参数键', P.key),
  name: Type.Optional(str('名称', P.name)),
  value: str('值', P.value),
});

const checkItemRow = Type.Object({
  id: int(),
  code: str('代码'),
  kind: str(
    '规则：内置项与代码相同；新增项为 PARAM_PRESENT（channel.json 含指定参数）或 ENTRY_PRESENT（包内含指定文件）',
  ),
  name: str(),
  category: str(),
  rule: str('规则说明'),
  severity: Type.Enum(SEVERITIES, { description: '' }),
  enabled: bool(),
  params: Type.Array(checkItemParam),
  builtIn: bool('内置项不能删除'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

const joinupRow = Type.Object({
  id: int(),
  gameId: int(),
  gameName: str(),
  channelId: int(),
  channelName: str(),
  autoCheck: bool('每次打包成功后自动自检'),
  remark: str(),
  created: time('接入时间'),
  createdBy: str(),
  checkCount: int('自检次数'),
  passRate: nullable(num('通过率 0–1')),
  lastCheck: nullable(Type.Object({ id: int(), pass: bool(), created: time('时间') })),
});

export const paths = {
  // ----- /check/joinup
  '/api/check/joinup/page': op({
    summary: '自检平台接入分页（游戏 × 渠道）',
    auth: 'grant',
    screen: S.joinup,
    module: 'checkJoinup',
    action: 'page',
    request: pageQuery({
      filterGameId: Type.Optional(id('按游戏筛选（请求体里不放 gameId，见 docs/rules.md "Body filter"）')),
      channelId: Type.Optional(id('渠道商')),
    }),
    data: pageOf(joinupRow),
  }),
  '/api/check/joinup/add': op({
    creates: true,
    logged: true,
    summary: '接入自检平台：一个游戏的多个渠道（已接入的跳过；全部已接入时 A0403）',
    auth: 'grant',
    screen: S.joinup,
    module: 'checkJoinup',
    action: 'add',
    request: Type.Object({
      scopeGameId: Type.Optional(
        id('要接入的游戏；缺省取 X-Game-Id（请求体里不放 gameId，见 docs/rules.md "Body filter"）'),
      ),
      channelIds: Type.Array(id('渠道商'), { description: '渠道商（至少一个）' }),
      autoCheck: Type.Optional(bool('打包成功后自动自检')),
      remark: Type.Optional(str('备注', J.remark)),
    }),
    data: Type.Object({ ids: Type.Array(int()) }),
  }),
  '/api/check/joinup/delete': op({
    logged: true,
    summary: '取消接入',
    auth: 'grant',
    screen: S.joinup,
    module: 'checkJoinup',
    action: 'delete',
    request: idBody(),
  }),
  '/api/check/joinup/detail': op({
    summary: '接入详情与自检历史（最新 50 次）',
    auth: 'grant',
    screen: S.joinupDetail,
    module: 'checkJoinup',
    action: 'detail',
    request: idBody(),
    data: Type.Object({ joinup: joinupRow, history: Type.Array(checkRunRow) }),
  }),

  // ----- /check/configuration
  '/api/check/configuration/page': op({
    record: 'checkItem',
    summary: '自检项分页',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'page',
    request: pageQuery({
      keyword: Type.Optional(str('代码或名称包含')),
      category: Type.Optional(str('分类')),
      enabled: Type.Optional(bool('启用')),
    }),
    data: pageOf(checkItemRow),
  }),
  '/api/check/configuration/get': op({
    record: 'checkItem',
    summary: '一个自检项（含参数）；不存在时 A0402',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: checkItemRow,
  }),
  '/api/check/configuration/add': op({
    creates: true,
    logged: true,
    summary: '新增自检项（规则 PARAM_PRESENT 或 ENTRY_PRESENT）',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'add',
    request: Type.Object({
      code: str('代码：大写字母开头', I.code),
      kind: Type.Enum(CUSTOM_CHECK_KINDS, { description: '规则' }),
      name: str('名称', I.name),
      category: str('分类', I.category),
      rule: Type.Optional(str('规则说明', I.rule)),
      severity: Type.Enum(SEVERITIES, { description: '' }),
      enabled: Type.Optional(bool('启用')),
      params: Type.Optional(
        Type.Array(checkItemParam, { description: 'PARAM_PRESENT 用 keys，ENTRY_PRESENT 用 paths（逗号分隔）' }),
      ),
    }),
    data: Type.Object({ id: int() }),
  }),
  '/api/check/configuration/edit': op({
    versioned: true,
    logged: true,
    record: 'checkItem',
    summary: '编辑自检项（名称、分类、规则说明、级别、启用）',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'edit',
    request: Type.Object({
      id: id(),
      name: Type.Optional(str('名称', I.name)),
      category: Type.Optional(str('分类', I.category)),
      rule: Type.Optional(str('规则说明', I.rule)),
      severity: Type.Optional(Type.Enum(SEVERITIES, { description: '' })),
      enabled: Type.Optional(bool('启用')),
    }),
  }),
  '/api/check/configuration/delete': op({
    logged: true,
    record: 'checkItem',
    summary: '删除自检项（内置项拒绝 A0403）',
    auth: 'grant',
    screen: S.config,
    module: 'checkItem',
    action: 'delete',
    request: idBody(),
  }),
  '/api/check/configuration/params/save': op({
    logged: true,
    record: 'checkItem',
    versioned: true,
    summary: '保存自检项的参数（整组替换）',
    auth: 'grant',
    screen: S.setConfig,
    module: 'checkItem',
    action: 'set',
    request: Type.Object({ id: id(), params: Type.Array(checkItemParam) }),
  }),
} satisfies Paths;
