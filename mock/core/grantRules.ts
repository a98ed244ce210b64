import { isReadEndpoint, scopeOf } from './resources';
import type { Resource } from './types';

/**
 * Which resources the seeded roles and permission groups hold. The same rules grant endpoints that a mock file
 * registers after seeding, so a new /onlinepack endpoint under /package reaches ops at once.
 */
export type GrantRule = (r: Resource, scope: string) => boolean;

const under =
  (...prefixes: string[]) =>
  (scope: string) =>
    prefixes.some((p) => scope === p || scope.startsWith(`${p}/`));

/** Development endpoints (/api/__mock/*, /onlinepack/__*): granted to the admin role only. */
export const isDevEndpoint = (r: Resource): boolean => r.type === 3 && r.path.includes('/__');

const notDev =
  (rule: GrantRule): GrantRule =>
  (r, scope) =>
    !isDevEndpoint(r) && rule(r, scope);

/** Paths every signed-in person has implicitly (brief: basic pages). */
export const BASIC_PATHS = ['/welcome', '/person', '/gameSelect'];

export const ROLE_RULES: Record<string, GrantRule> = {
  admin: () => true,
  ...withoutDev({
    // plus the groups 打包工具 and 游戏运营
    // /unity/anti-addiction (the platform's anti-addiction rules) with the /unity group to reach it
    ops: (r, scope) => under('/sdk', '/check', '/unity/anti-addiction')(scope) || (r.type === 1 && r.path === '/unity'),
    // plus the group 订单查询与导出
    viewer: (r, scope) => r.type === 1 && under('/order')(scope),
    basic: (r, scope) => r.type === 1 && BASIC_PATHS.includes(scope),
    cs: (r, scope) =>
      (r.type === 1 && r.path === '/operate') ||
      under(
        '/operate/events',
        '/operate/Events/conversation',
        '/operate/eventsManage',
        '/operate/accountManagement',
        '/operate/accountLogout',
      )(scope),
    // /special/cutPay (switch-payment rules) is payment configuration: finance's, with the /special group to reach it
    finance: (r, scope) =>
      under('/order', '/ogorder', '/pay', '/special/cutPay')(scope) || (r.type === 1 && r.path === '/special'),
  }),
};

/** Seeded permission groups by name. */
export const GROUP_RULES: Record<string, GrantRule> = withoutDev({
  订单查询与导出: (r, scope) =>
    under('/order')(scope) &&
    ((r.type === 2 && r.path.endsWith(':export')) || (r.type === 3 && isReadEndpoint(r.path))),
  打包工具: (_r, scope) => under('/package')(scope),
  // not /special/cutPay: switching payments is for finance, not operations; /userStatistics (role points) is theirs
  游戏运营: (_r, scope) => under('/operate', '/special', '/userStatistics')(scope) && !under('/special/cutPay')(scope),
  权限只读: (r, scope) => under('/access')(scope) && (r.type === 1 || (r.type === 3 && isReadEndpoint(r.path))),
});

function withoutDev(rules: Record<string, GrantRule>): Record<string, GrantRule> {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, notDev(rule)]));
}

export function idsByRule(rule: GrantRule, resources: Resource[]): number[] {
  return resources.filter((r) => rule(r, scopeOf(r, resources))).map((r) => r.id);
}
