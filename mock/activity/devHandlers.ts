import { defineApi } from '../core/defineApi';
import { ApiError } from '../core/errors';
import { playerByAccount } from '../players';
import { createPrng } from '../core/prng';
import { injectActivity } from './activity';

/**
 * POST /api/__mock/activity (a development helper, see src/contract/devActivity.ts): applies one sign-in or payment of
 * an account of the current game now, after catching up, so tests and demos can meet a monitor rule at once.
 */

const problem = (lang: string, zh: string, en: string) => new ApiError('A0400', lang === 'zh-CN' ? zh : en);

export const devActivityApi = {
  'POST /api/__mock/activity': defineApi('/api/__mock/activity', {}, (ctx) => {
    const b = ctx.body;
    const player = playerByAccount(ctx.gameId, b.account);
    if (!player)
      throw problem(ctx.lang, `账号 ${b.account} 不是本游戏的账号`, `${b.account} is not an account of this game`);
    let event: ReturnType<typeof injectActivity>;
    if (b.kind === 'signIn') {
      // no device given: a new one, drawn from the account and how many sign-ins it has
      const device = b.device?.trim() || createPrng(player.uid + player.devices.length).hex(16);
      const ip = b.ip?.trim() || player.ips[0];
      event = injectActivity(ctx.gameId, {
        kind: 'signIn',
        account: player.account,
        device,
        ip,
        channel: player.channel,
      });
    } else {
      if (b.amount === undefined)
        throw problem(ctx.lang, '支付须填写金额 amount（分）', 'a payment needs an amount (minor units)');
      const role = b.roleId ? player.roles.find((r) => r.roleId === b.roleId) : player.roles[0];
      if (!role) throw problem(ctx.lang, `角色 ${b.roleId} 不属于该账号`, `role ${b.roleId} is not the account's`);
      event = injectActivity(ctx.gameId, {
        kind: 'payment',
        account: player.account,
        roleId: role.roleId,
        roleName: role.name,
        server: role.server,
        amount: b.amount,
        currency: b.currency ?? 'CNY',
      });
    }
    if (!event)
      throw new ApiError(
        'A0403',
        ctx.lang === 'zh-CN'
          ? '没有发生：账号已锁定，或被生效中的封禁拦下'
          : 'it did not happen: the account is locked or a ban in force refused it',
      );
    return { id: event.id, kind: event.kind, at: event.at, account: event.account };
  }),
};
