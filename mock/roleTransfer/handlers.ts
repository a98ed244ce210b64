import type { TransferKind } from '../../src/contract/roleTransfer';
import { catchUpActivity } from '../activity';
import { now } from '../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../core/defineApi';
import { contains, paginate } from '../core/paging';
import { accountBalance, maskedContact, moveRoles, playerByAccount, pointsOf, type Player } from '../players';
import { tt, TRANSFER_MESSAGES } from './messages';
import { planTransfer, refusalOf, roleView, type Conflict, type Plan } from './rules';
import { addRecord, transfersArea, type TransferRecord } from './state';
import { fail } from '../core/messageBook';

/**
 * Role transfers of the current game (X-Game-Id): the account migration (/operate/userAccountMigration, every role of
 * A) and the role rebind (/special/rebind-user, the selected roles), one set of handlers per screen over the same
 * rules (./rules.ts). Preview changes nothing; execute re-checks everything, recomputes the plan and refuses when its
 * token differs from the preview's; the record and the operation log keep what moved and why.
 */

type Ctx = ApiContext<unknown>;

const LABEL: Record<TransferKind, string> = { migration: '账号迁移', rebind: '角色换绑' };

/** An account of the game as it is now: the activity caught up first (a cancellation completed by the clock locks it). */
function accountOf(ctx: Ctx, account: string): Player {
  catchUpActivity();
  return found(ctx, playerByAccount(ctx.gameId, account), tt(ctx.lang, 'accountEntity'), account.trim());
}

/** An account as the preview shows it: contact masked, roles with their points and balances, the balance in all. */
const side = (p: Player) => ({
  uid: p.uid,
  account: p.account,
  contact: maskedContact(p),
  status: p.status,
  roles: p.roles.map((r) => roleView(r, pointsOf)),
  balance: accountBalance(p.roles),
});

const conflictView = (ctx: Ctx, from: string, to: string) => (c: Conflict) => ({
  server: c.server,
  roleId: c.role.roleId,
  roleName: c.role.name,
  targetRoleId: c.target.roleId,
  targetRoleName: c.target.name,
  message: tt(ctx.lang, 'conflict', {
    from,
    to,
    server: c.server,
    name: c.role.name,
    roleId: c.role.roleId,
    targetName: c.target.name,
    targetId: c.target.roleId,
  }),
});

/** Both accounts, checked (the refusals that do not depend on B's roles), and the plan as of now. */
function checkedPlan(
  ctx: Ctx,
  kind: TransferKind,
  body: BodyOf<'/api/operate/userAccountMigration/preview'> | BodyOf<'/api/special/rebindUser/preview'>,
): { from: Player; to: Player; plan: Plan } {
  const from = accountOf(ctx, body.from);
  const to = accountOf(ctx, body.to);
  const roleIds = 'roleIds' in body ? body.roleIds : [];
  const refusal = refusalOf(kind, from, to, roleIds);
  if (refusal) fail(ctx.lang, refusal.code, TRANSFER_MESSAGES[refusal.key], refusal.vars);
  return { from, to, plan: planTransfer(ctx.gameId, kind, from, to, roleIds, pointsOf) };
}

const recordView = (r: TransferRecord) => ({
  id: r.id,
  kind: r.kind,
  fromAccount: r.fromAccount,
  toAccount: r.toAccount,
  roles: r.roles.map((x) => ({ ...x })),
  totalPoints: r.totalPoints,
  totalBalance: r.totalBalance,
  balances: { from: { ...r.balances.from }, to: { ...r.balances.to } },
  reason: r.reason,
  operator: r.operator,
  at: r.at,
});

/** The accounts' roles as the operation log shows them (before and after), each with its balance. */
const rolesOf = (p: Player) => p.roles.map((r) => `${r.server} ${r.name}（${r.roleId}）Lv${r.level} 元宝 ${r.balance}`);
/** An account in the operation log: its roles and its balance in all. */
const logSide = (p: Player) => ({ roles: rolesOf(p), balance: accountBalance(p.roles) });

export function transferApi(kind: TransferKind) {
  const base = kind === 'migration' ? '/api/operate/userAccountMigration' : '/api/special/rebindUser';

  /**
   * What an execution checks before it moves anything (run again when it is submitted for approval, docs/rules.md
   * "Change requests"): the accounts and roles hold, nothing conflicts, and the plan is still the previewed one.
   */
  const executable = (
    ctx: ApiContext<BodyOf<'/api/operate/userAccountMigration/execute'> | BodyOf<'/api/special/rebindUser/execute'>>,
  ) => {
    const { from, to, plan } = checkedPlan(ctx, kind, ctx.body);
    const [first] = plan.conflicts;
    if (first) {
      const view = conflictView(ctx, from.account, to.account)(first);
      fail(ctx.lang, 'A0403', TRANSFER_MESSAGES.conflict, {
        from: from.account,
        to: to.account,
        server: view.server,
        name: view.roleName,
        roleId: view.roleId,
        targetName: view.targetRoleName,
        targetId: view.targetRoleId,
      });
    }
    if (plan.token !== ctx.body.token.trim()) fail(ctx.lang, 'A0403', TRANSFER_MESSAGES.stale);
  };
  return {
    [`POST ${base}/preview`]: defineApi(`${base}/preview`, (ctx) => {
      const { from, to, plan } = checkedPlan(ctx, kind, ctx.body);
      return {
        from: side(from),
        to: side(to),
        moves: plan.moves,
        totalPoints: plan.totalPoints,
        totalBalance: plan.totalBalance,
        balances: plan.balances,
        conflicts: plan.conflicts.map(conflictView(ctx, from.account, to.account)),
        token: plan.token,
      };
    }),

    [`POST ${base}/execute`]: defineApi(`${base}/execute`, { check: (ctx) => executable(ctx) }, (ctx) => {
      const { from, to, plan } = checkedPlan(ctx, kind, ctx.body);
      ctx.audit({
        target: `${LABEL[kind]} ${from.account} → ${to.account}`,
        before: { [from.account]: logSide(from), [to.account]: logSide(to) },
      });
      executable(ctx);
      const reason = ctx.body.reason.trim();
      moveRoles(
        ctx.gameId,
        from.account,
        to.account,
        plan.moves.map((r) => r.roleId),
      );
      const record = addRecord({
        gameId: ctx.gameId,
        kind,
        fromAccount: from.account,
        toAccount: to.account,
        roles: plan.moves,
        totalPoints: plan.totalPoints,
        totalBalance: plan.totalBalance,
        balances: plan.balances,
        reason,
        operator: ctx.me.name,
        at: now(),
      });
      ctx.audit({
        after: {
          [from.account]: logSide(from),
          [to.account]: logSide(to),
          record: record.id,
          moved: plan.moves.map((r) => `${r.server} ${r.name}（${r.roleId}）积分 ${r.points} 元宝 ${r.balance}`),
          balanceMoved: plan.totalBalance,
          reason,
        },
      });
      return recordView(record);
    }),

    [`POST ${base}/page`]: defineApi(`${base}/page`, (ctx) => {
      const { account, roleId, operator, from, to, pageNum, pageSize } = ctx.body;
      const rows = transfersArea()
        .records.filter(
          (r) =>
            r.gameId === ctx.gameId &&
            r.kind === kind &&
            (!account?.trim() || contains(r.fromAccount, account) || contains(r.toAccount, account)) &&
            (!roleId?.trim() || r.roles.some((x) => x.roleId === roleId.trim())) &&
            contains(r.operator, operator) &&
            (from === undefined || r.at >= from) &&
            (to === undefined || r.at <= to),
        )
        .sort((a, b) => b.id - a.id);
      const page = paginate(rows, pageNum, pageSize);
      return { ...page, list: page.list.map(recordView) };
    }),
  };
}

/** The rebind screen's account look-up: an account and its roles, to choose which move. */
export const rebindRolesApi = {
  'POST /api/special/rebindUser/roles': defineApi('/api/special/rebindUser/roles', (ctx) =>
    side(accountOf(ctx, ctx.body.account)),
  ),
};
