import { arr, bool, id, int, nullable, obj, status, str, time } from './schema';

/** Record shapes shared by the fragments. */

export const resourceSchema = obj(
  {
    id: int('资源 id；根资源为 1'),
    pid: int('父资源 id'),
    name: str('名称'),
    path: str("路由路径（菜单）、'<页面>:<动作>'（按钮）或调用路径（接口）"),
    type: int('1 菜单，2 按钮，3 接口', { enum: [1, 2, 3] }),
  },
  ['id', 'pid', 'name', 'path', 'type'],
);

export const menuEntrySchema = obj(
  {
    id: int('菜单项 id（根为 0，不在列表中）'),
    parentId: int('父菜单项 id，0 为顶层'),
    name: str('名称'),
    type: int('1 菜单，2 按钮，3 接口（2、3 不进侧边菜单）', { enum: [1, 2, 3] }),
    uri: nullable(str('路由路径，也是 key；空或 null 表示未配置（不进侧边菜单）')),
    gameId: int('所属父游戏，0 为通用[0]'),
    sortNumber: int('同级排序'),
    icon: str('antd 图标名，如 SettingOutlined'),
    hidden: bool('隐藏：侧边菜单不显示它（连同其下级）'),
  },
  ['id', 'parentId', 'name', 'type', 'uri', 'gameId', 'sortNumber', 'icon'],
);

export const roleRefSchema = obj({ id: int(), name: str(), code: str() }, ['id', 'name', 'code']);

export const roleSchema = obj(
  {
    id: int(),
    name: str('角色名称'),
    code: str('角色编码'),
    description: str('说明'),
    status: status(),
    builtIn: bool('内置角色不可删除或停用'),
    resourceIds: arr(int(), '直接授予的资源'),
    groupIds: arr(int(), '包含的权限组'),
    userCount: int('持有该角色的人数'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'name', 'code', 'status'],
);

export const roleWriteProps = {
  name: str('角色名称', { minLength: 1, maxLength: 32 }),
  code: str('角色编码：小写字母开头，字母数字下划线', { minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' }),
  description: str('说明', { maxLength: 200 }),
  status: status(),
  resourceIds: arr(id('资源 id'), '直接授予的资源'),
  groupIds: arr(id('权限组 id'), '包含的权限组'),
};

export const personRowSchema = obj(
  {
    id: int(),
    account: str('账号'),
    name: str('姓名'),
    departmentId: int(),
    departmentName: str(),
    roles: arr(roleRefSchema),
    email: str(),
    phone: str('手机号（列表中打码：138****1234）'),
    status: status(),
    lastLogin: nullable(time('上次登录')),
    created: time('创建时间'),
  },
  ['id', 'account', 'name', 'departmentId', 'roles', 'status'],
);

export const departmentNodeSchema = obj(
  {
    id: int(),
    parentId: int('0 为顶层'),
    name: str(),
    leaderId: nullable(int('负责人 id')),
    leaderName: str('负责人姓名'),
    sort: int('同级排序'),
    memberCount: int('本部门人数（不含下级）'),
    children: arr({ type: 'object', description: '下级部门（同结构）' }),
  },
  ['id', 'parentId', 'name', 'sort', 'children'],
);

export const groupSchema = obj(
  {
    id: int(),
    name: str('权限组名称'),
    description: str(),
    resourceIds: arr(int()),
    roleCount: int('引用该组的角色数'),
    created: time('创建时间'),
    updated: time('更新时间'),
  },
  ['id', 'name', 'resourceIds'],
);

export const PLATFORMS = ['Android', 'iOS', 'PC', 'mini-game'] as const;

export const gameSchema = obj(
  {
    id: int(),
    name: str('父游戏名称'),
    alias: str('别名代码'),
    icon: str('图标（data URI）'),
    region: str('domestic 国内 / overseas 海外', { enum: ['domestic', 'overseas'] }),
    entity: str('运营主体'),
    project: str('所属项目'),
    status: status(),
    created: time('创建时间'),
    childGameCount: int('子游戏数'),
  },
  ['id', 'name', 'alias', 'icon', 'region', 'status', 'childGameCount'],
);

export const childGameSchema = obj(
  {
    id: int(),
    gameId: int('父游戏 id'),
    name: str('子游戏名称'),
    platform: str('平台', { enum: PLATFORMS }),
    packageName: str('包名或 bundle id'),
    type: int('1 官方包，2 渠道包，3 测试包', { enum: [1, 2, 3] }),
    status: status(),
    created: time('创建时间'),
  },
  ['id', 'gameId', 'name', 'platform', 'packageName', 'type', 'status'],
);

export const opLogSchema = obj(
  {
    id: int(),
    time: time('发生时间'),
    operatorId: int('操作人 id，0 表示未识别'),
    operatorName: str('操作人'),
    gameId: int('X-Game-Id，0 为通用'),
    module: str('模块代码，如 role'),
    action: str('动作代码，如 add'),
    target: str('对象'),
    before: { description: '变更前（任意 JSON）', nullable: true },
    after: { description: '变更后（任意 JSON）', nullable: true },
    result: str('结果', { enum: ['success', 'failure'] }),
    message: str('失败时的错误码与提示'),
    ip: str(),
    durationMs: int('耗时（毫秒）'),
  },
  ['id', 'time', 'operatorId', 'operatorName', 'gameId', 'module', 'action', 'target', 'result', 'ip', 'durationMs'],
);

/** An SDK version (the sdk area's list; the packaging batch form's options). */
export const sdkVersionRow = obj(
  {
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
  },
  ['id', 'channelId', 'version', 'status', 'created'],
);

const checkSummary = obj(
  {
    total: int(),
    passed: int(),
    failed: int(),
    errors: int('未通过的 error 项'),
    warnings: int('未通过的 warning 项'),
  },
  ['total', 'passed', 'failed', 'errors', 'warnings'],
);

/** A self-check run of a packaged output (the package area runs it; the check area shows the history). */
export const checkRunRow = obj(
  {
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
  },
  ['id', 'taskId', 'channelId', 'pass', 'summary', 'created'],
);
