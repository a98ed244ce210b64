import Type from 'typebox';
import { menuEntrySchema, resourceSchema, roleRefSchema } from './entities';
import { op, type Paths } from './operation';
import { bool, int, nullable, str, time } from './schema';
import { CREDENTIAL } from './field';
import { PASSWORD_FIELDS as P } from './authFields';

export const paths = {
  '/api/mng/login': op({
    logged: true,
    summary: '账号密码登录',
    description: '失败：A0210 账号或密码错误；A0202 账号已停用。成功后记录本次登录时间。',
    auth: 'public',
    module: 'auth',
    action: 'login',
    refusals: ['A0210', 'A0202'],
    request: Type.Object({
      account: str('账号', CREDENTIAL),
      password: str('密码', CREDENTIAL),
    }),
    data: Type.Object({
      sToken: str('会话令牌，之后放在请求头 satoken'),
      loginTime: nullable(time('上一次登录时间；从未登录过为 null（首次登录进入 /person?key=2）')),
    }),
  }),
  '/api/mng/sso_login': op({
    logged: true,
    summary: '单点登录票据换会话',
    description: '门户票据一次有效，5 分钟过期；否则 A0231。',
    auth: 'public',
    module: 'auth',
    action: 'login',
    refusals: ['A0231', 'A0202'],
    request: Type.Object({ satoken: str('门户回跳时 URL 上的 satoken 票据', { minLength: 1, maxLength: 128 }) }),
    data: Type.Object({
      token: str('会话令牌（存为 sToken）'),
      loginTime: nullable(time('上一次登录时间；从未登录过为 null')),
    }),
  }),
  '/api/mng/pv': op({
    summary: '页面访问统计（路由切换时调用，静默）：按人、按路径计数',
    auth: 'session',
    module: 'analytics',
    action: 'pv',
    logged: false,
    writes: true,
    request: Type.Object({ path: str('页面路径', { minLength: 1, maxLength: 256 }) }),
    data: Type.Object({ path: str('页面路径'), count: int('此人访问该路径的次数') }),
  }),
  '/api/mng/logout': op({
    logged: true,
    summary: '退出登录（服务端结束会话）',
    auth: 'session',
    module: 'auth',
    action: 'logout',
  }),
  '/api/mng/user/current': op({
    summary: '当前登录人',
    auth: 'session',
    module: 'auth',
    action: 'current',
    data: Type.Object({
      id: int(),
      account: str(),
      name: str(),
      email: str(),
      phone: str('打码手机号 138****1234'),
      departmentId: int(),
      departmentName: str(),
      roles: Type.Array(roleRefSchema),
      resources: Type.Array(resourceSchema, { description: '授予的资源（含隐含的 /welcome、/person、/gameSelect）' }),
      authority: Type.Array(str(), { description: '授予的资源路径' }),
      loginTime: nullable(time('本次会话之前的上一次登录时间')),
      mustChangePassword: bool('须先修改密码'),
      businessTimeZone: str(
        '业务时区（IANA 名称，如 Asia/Shanghai）：控制台的“今天”、默认时间范围、按天统计、显示与选择的时间、导出的时间都按它，' +
          '与浏览器所在时区无关（docs/rules.md "Business time zone"）',
      ),
    }),
  }),
  '/api/mng/menu/list': op({
    record: 'menu',
    summary: '全部菜单项（扁平，所有游戏；客户端按 gameId、类型与授权过滤）',
    auth: 'session',
    module: 'menu',
    action: 'list',
    data: Type.Array(menuEntrySchema),
  }),
  '/api/mng/user/changePassword': op({
    logged: true,
    summary: '修改本人密码',
    description: '原密码错误 A0403；新密码 8–32 位，须同时含字母和数字。',
    auth: 'session',
    module: 'person',
    action: 'changePassword',
    request: Type.Object({
      oldPassword: str('原密码', P.oldPassword),
      newPassword: str('新密码：8–32 位，含字母和数字', P.newPassword),
    }),
  }),
} satisfies Paths;
