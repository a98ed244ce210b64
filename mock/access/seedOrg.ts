import { BASE_EPOCH, DAY, HOUR, MINUTE } from '../core/clock';
import { GROUP_RULES, idsByRule, ROLE_RULES } from './grantRules';
import { hashPassword } from '../core/password';
import type { Prng } from '../core/prng';
import type { Department, PermissionGroup, Person, Resource, Role } from '../core/types';

/** Departments, roles, permission groups and people of the seed. */

const DEPARTMENTS: Array<[number, number, string, number]> = [
  // id, parentId, name, sort
  [1, 0, '技术部', 1],
  [2, 0, '运营部', 2],
  [3, 0, '发行部', 3],
  [4, 0, '客服部', 4],
  [5, 0, '财务部', 5],
  [6, 1, '平台研发组', 1],
  [7, 1, '运维组', 2],
  [8, 1, '测试组', 3],
  [9, 2, '国内运营组', 1],
  [10, 2, '海外运营组', 2],
  [11, 2, '数据分析组', 3],
  [12, 3, '渠道合作组', 1],
  [13, 3, '市场推广组', 2],
  [14, 4, '玩家服务组', 1],
  [15, 4, '质检组', 2],
];

/** Department id → leader's person id. */
const LEADERS: Record<number, number> = { 1: 5, 2: 22, 3: 23, 4: 24, 5: 19, 6: 1, 7: 2, 9: 10, 11: 3, 12: 14, 14: 16 };

const ROLES: Array<[string, string, string, boolean]> = [
  // name, code, description, builtIn
  ['超级管理员', 'admin', '拥有全部菜单、按钮和接口', true],
  ['运维打包', 'ops', '在线打包、SDK、自检平台，以及游戏运营与专项功能', false],
  ['订单只读', 'viewer', '只读查看订单并导出，无增删改', false],
  ['基础角色', 'basic', '欢迎页、个人中心和游戏选择', true],
  ['客服专员', 'cs', '工单、SDK 账号与账号注销', false],
  ['财务审核', 'finance', '订单、OG 订单与支付配置', false],
];

/** Role code → seeded permission-group names it includes. */
const ROLE_GROUPS: Record<string, string[]> = {
  ops: ['打包工具', '游戏运营'],
  viewer: ['订单查询与导出'],
};

const GROUP_DESCRIPTIONS: Record<string, string> = {
  订单查询与导出: '订单模块的查询、详情和导出接口与导出按钮',
  打包工具: '在线打包的全部菜单、按钮和接口',
  游戏运营: '游戏运营与专项功能的全部菜单、按钮和接口',
  权限只读: '权限管理的菜单和查询接口（未分配给角色）',
};

/** account, name, departmentId, role codes; the first four are the documented demo accounts. */
const PEOPLE: Array<[string, string, number, string[]]> = [
  ['admin', '周建国', 6, ['admin']],
  ['ops', '李明', 7, ['ops']],
  ['viewer', '王芳', 11, ['viewer']],
  ['newbie', '陈小雨', 14, ['basic']],
  ['zhangwei', '张伟', 1, ['admin']],
  ['liuyang', '刘洋', 6, ['ops']],
  ['chenjing', '陈静', 8, ['ops']],
  ['yangfan', '杨帆', 7, ['ops']],
  ['zhaolei', '赵磊', 9, ['cs']],
  ['huangmin', '黄敏', 9, ['cs']],
  ['zhouting', '周婷', 10, ['cs']],
  ['wuhao', '吴昊', 11, ['viewer']],
  ['xuli', '徐丽', 12, ['ops']],
  ['sunqiang', '孙强', 12, ['ops']],
  ['maxiaoyu', '马晓宇', 13, ['basic']],
  ['zhuqian', '朱倩', 14, ['cs']],
  ['hujun', '胡军', 14, ['cs']],
  ['guolin', '郭琳', 15, ['cs']],
  ['hefeng', '何峰', 5, ['finance']],
  ['linna', '林娜', 5, ['finance']],
  ['luoyi', '罗毅', 6, ['ops', 'viewer']],
  ['gaoyuan', '高远', 2, ['cs', 'viewer']],
  ['liangchen', '梁晨', 3, ['viewer']],
  ['songjia', '宋佳', 4, ['cs']],
];

/** Seeded people who are disabled (to show the state and A0202). */
const DISABLED = new Set(['zhaolei']);

/** Demo passwords: the four documented accounts `<account>123`; the rest too (documented in the report). */
export const seedPassword = (account: string) => `${account}123`;

export interface OrgSeed {
  departments: Department[];
  roles: Role[];
  groups: PermissionGroup[];
  people: Person[];
}

export function seedOrg(rng: Prng, resources: Resource[], gameIds: number[]): OrgSeed {
  const created = BASE_EPOCH - 400 * DAY;
  const departments: Department[] = DEPARTMENTS.map(([id, parentId, name, sort]) => ({
    id,
    parentId,
    name,
    leaderId: LEADERS[id] ?? null,
    sort,
    created: created + id * HOUR,
  }));
  const groupNames = Object.keys(GROUP_RULES);
  const groups: PermissionGroup[] = groupNames.map((name, i) => ({
    id: i + 1,
    name,
    description: GROUP_DESCRIPTIONS[name] || '',
    resourceIds: idsByRule(GROUP_RULES[name], resources),
    created: created + (i + 1) * DAY,
    updated: created + (i + 1) * DAY,
  }));
  const roles: Role[] = ROLES.map(([name, code, description, builtIn], i) => ({
    id: i + 1,
    name,
    code,
    description,
    status: 1,
    resourceIds: idsByRule(ROLE_RULES[code], resources),
    groupIds: (ROLE_GROUPS[code] || []).map((g) => groupNames.indexOf(g) + 1),
    builtIn,
    created: created + (i + 1) * DAY,
    updated: created + (i + 30) * DAY,
  }));
  const roleId = (code: string) => (roles.find((r) => r.code === code) as Role).id;
  const people: Person[] = PEOPLE.map(([account, name, departmentId, codes], i) => {
    const id = i + 1;
    const phone = `1${rng.pick(['38', '39', '50', '58', '86', '88'])}${String(rng.int(0, 99999999)).padStart(8, '0')}`;
    const neverSignedIn = account === 'newbie';
    const lastLogin = neverSignedIn
      ? null
      : account === 'admin'
        ? BASE_EPOCH - DAY + 9 * HOUR + 12 * MINUTE
        : BASE_EPOCH - rng.int(1, 20) * DAY + rng.int(8 * 60, 21 * 60) * MINUTE;
    const games = codes.includes('admin')
      ? gameIds
      : account === 'ops'
        ? gameIds.slice(0, 3)
        : account === 'viewer'
          ? [gameIds[0], gameIds[gameIds.length - 1]]
          : account === 'newbie'
            ? [gameIds[0]]
            : gameIds.filter(() => rng.chance(0.5)).slice(0, 3);
    return {
      id,
      account,
      name,
      departmentId,
      roleIds: codes.map(roleId),
      email: `${account}@gameops.example.com`,
      phone,
      status: DISABLED.has(account) ? 0 : 1,
      lastLogin,
      mustChangePassword: neverSignedIn,
      password: hashPassword(seedPassword(account), rng.hex(16)),
      gameIds: games.length ? games : [gameIds[0]],
      created: created + (30 + i * 7) * DAY,
    };
  });
  return { departments, roles, groups, people };
}
