import Type from 'typebox';
import { bool, id, int, jsonValue, nullable, status, str, time } from './schema';
import { ROLE_FIELDS as R } from './accessFields';
import { CHILD_GAME_TYPES, CHILD_PLATFORMS } from './setting/games/values';

/** Record shapes shared by the fragments. */

export const resourceSchema = Type.Object({
  id: int('资源 id；根资源为 1'),
  pid: int('父资源 id'),
  name: str('名称'),
  path: str("路由路径（菜单）、'<页面>:<动作>'（按钮）或调用路径（接口）"),
  type: Type.Enum([1, 2, 3], { description: '1 菜单，2 按钮，3 接口' }),
});

export const menuEntrySchema = Type.Object({
  id: int('菜单项 id（根为 0，不在列表中）'),
  parentId: int('父菜单项 id，0 为顶层'),
  name: str('名称'),
  type: Type.Enum([1, 2, 3], { description: '1 菜单，2 按钮，3 接口（2、3 不进侧边菜单）' }),
  uri: nullable(str('路由路径，也是 key；空或 null 表示未配置（不进侧边菜单）')),
  gameId: int('所属父游戏，0 为通用[0]'),
  sortNumber: int('同级排序'),
  icon: str('antd 图标名，如 SettingOutlined'),
  hidden: bool('隐藏：侧边菜单不显示它（连同其下级）'),
});

export const roleRefSchema = Type.Object({ id: int(), name: str(), code: str() });

export const roleSchema = Type.Object({
  id: int(),
  name: str('角色名称'),
  code: str('角色编码'),
  description: str('说明'),
  status: status(),
  builtIn: bool('内置角色不可删除或停用'),
  resourceIds: Type.Array(int(), { description: '直接授予的资源' }),
  groupIds: Type.Array(int(), { description: '包含的权限组' }),
  userCount: int('持有该角色的人数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

/** A role as its form sends it (a new role; an update sends any of these with its id). */
export const roleWrite = Type.Object({
  name: str('角色名称', R.name),
  code: str('角色编码：小写字母开头，字母数字下划线', R.code),
  description: Type.Optional(str('说明', R.description)),
  status: Type.Optional(status()),
  resourceIds: Type.Array(id('资源 id'), { description: '直接授予的资源' }),
  groupIds: Type.Optional(Type.Array(id('权限组 id'), { description: '包含的权限组' })),
});

export const personRowSchema = Type.Object({
  id: int(),
  account: str('账号'),
  name: str('姓名'),
  departmentId: int(),
  departmentName: str(),
  roles: Type.Array(roleRefSchema),
  email: str(),
  phone: str('手机号（列表中打码：138****1234）'),
  status: status(),
  lastLogin: nullable(time('上次登录')),
  created: time('创建时间'),
});

export const departmentNodeSchema = Type.Object({
  id: int(),
  parentId: int('0 为顶层'),
  name: str(),
  leaderId: nullable(int('负责人 id')),
  leaderName: str('负责人姓名'),
  sort: int('同级排序'),
  memberCount: int('本部门人数（不含下级）'),
  children: Type.Array({ type: 'object', description: '下级部门（同结构）' }),
});

export const groupSchema = Type.Object({
  id: int(),
  name: str('权限组名称'),
  description: str(),
  resourceIds: Type.Array(int()),
  roleCount: int('引用该组的角色数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const gameSchema = Type.Object({
  id: int(),
  name: str('父游戏名称'),
  alias: str('别名代码'),
  icon: str('图标（data URI）'),
  region: Type.Enum(['domestic', 'overseas'], { description: 'domestic 国内 / overseas 海外' }),
  entity: str('运营主体'),
  project: str('所属项目'),
  status: status(),
  created: time('创建时间'),
  childGameCount: int('子游戏数'),
});

export const childGameSchema = Type.Object({
  id: int(),
  gameId: int('父游戏 id'),
  name: str('子游戏名称'),
  platform: Type.Enum(CHILD_PLATFORMS, { description: '平台' }),
  packageName: str('包名或 bundle id'),
  type: Type.Enum(CHILD_GAME_TYPES, { description: '1 官方包，2 渠道包，3 测试包' }),
  status: status(),
  created: time('创建时间'),
});

export const opLogSchema = Type.Object({
  id: int(),
  time: time('发生时间'),
  operatorId: int('操作人 id，0 表示未识别'),
  operatorName: str('操作人'),
  gameId: int('X-Game-Id，0 为通用'),
  module: str('模块代码，如 role'),
  action: str('动作代码，如 add'),
  target: str('对象'),
  before: jsonValue('变更前（记录的快照或值；无则为 null）'),
  after: jsonValue('变更后（记录的快照或值；无则为 null）'),
  result: Type.Enum(['success', 'failure'], { description: '结果' }),
  message: str('失败时的错误码与提示；成功为空串'),
  ip: str(),
  durationMs: int('耗时（毫秒）'),
  changeRequestId: Type.Optional(int('所属变更申请（申请、决定或生效；无则不给出）')),
  emergency: Type.Optional(bool('紧急变更：未经审批立即生效（否则不给出）')),
});

/** An SDK version (the sdk area's list; the packaging batch form's options). */
export const sdkVersionRow = Type.Object({
  id: int(),
  channelId: nullable(int('渠道商；null 为通用（聚合 SDK）')),
  channelName: str('渠道商名称；通用为空'),
  version: str('版本'),
  fileName: str(),
  fileSize: int('字节'),
  notes: str('更新说明'),
  uploader: str(),
  status: status(),
  created: time('上传时间'),
});

const checkSummary = Type.Object({
  total: int(),
  passed: int(),
  failed: int(),
  errors: int('未通过的 error 项'),
  warnings: int('未通过的 warning 项'),
});

/** A self-check run of a packaged output (the package area runs it; the check area shows the history). */
export const checkRunRow = Type.Object({
  id: int(),
  gameId: int(),
  taskId: int(),
  outputId: int(),
  outputName: str(),
  channelId: int(),
  channelName: str(),
  basePackageId: int(),
  basePackageName: str(),
  version: str(),
  pass: bool('没有未通过的 error 项'),
  summary: checkSummary,
  created: time('自检时间'),
  createdBy: str('操作人（自动自检为「自动自检」）'),
  durationMs: int(),
});
