import { BASIC_PATHS } from '../core/access';
import { ENDPOINT_BASE, endpointRegistry, endpointResource, isReadEndpoint, scopeOf } from '../core/resources';
import type { Resource } from '../core/types';
import { APPROVALS_SCREEN, type ApprovalArea, approvalKey } from '../../src/contract/approvalValues';

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

/** The approvals screen (its list and calls) with the approval grants of `areas` only, not the others nor emergency. */
const approvals =
  (...areas: ApprovalArea[]): GrantRule =>
  (r, scope) =>
    scope === APPROVALS_SCREEN && (r.type !== 2 || areas.some((a) => r.path === approvalKey(a)));

export const ROLE_RULES: Record<string, GrantRule> = {
  admin: () => true,
  ...withoutDev({
    // plus the groups 打包工具 and 游戏运营
    // /unity/anti-addiction (the platform's anti-addiction rules) with the /unity group to reach it
    // approves the operations team's risky changes (docs/rules.md "Change requests")
    ops: (r, scope) =>
      under('/sdk', '/check', '/unity/anti-addiction')(scope) ||
      (r.type === 1 && r.path === '/unity') ||
      approvals('operate', 'special', 'unity')(r, scope),
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
    // approves payment changes (docs/rules.md "Change requests")
    finance: (r, scope) =>
      under('/order', '/ogorder', '/pay', '/special/cutPay')(scope) ||
      (r.type === 1 && r.path === '/special') ||
      approvals('pay')(r, scope),
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

/**
 * Registers an endpoint resource (type 3) under a screen path, for endpoints the contract does not give an
 * x-screen: `registerEndpoint('/onlinepack/task/page', '/package/task', '打包任务分页')`. Call it from a domain's
 * setup(). Idempotent per path; seeded roles and groups whose rules cover the screen are granted it.
 */
export function registerEndpoint(path: string, screen: string, name = path): void {
  const registry = endpointRegistry();
  if (!registry.some((d) => d.path === path)) registry.push({ path, screen, name });
  const store = globalThis.__GAME_OPS_STORE__;
  if (!store || store.resources.some((r) => r.path === path)) return;
  const id = Math.max(ENDPOINT_BASE - 1, ...store.resources.filter((r) => r.type === 3).map((r) => r.id)) + 1;
  const resource = endpointResource({ path, screen, name }, id, store.resources);
  store.resources.push(resource);
  const scope = scopeOf(resource, store.resources);
  store.roles.forEach((role) => {
    const rule = ROLE_RULES[role.code];
    if (rule?.(resource, scope)) role.resourceIds.push(id);
  });
  store.groups.forEach((group) => {
    const rule = GROUP_RULES[group.name];
    if (rule?.(resource, scope)) group.resourceIds.push(id);
  });
}
