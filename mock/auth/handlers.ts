import { defineApi } from '../core/defineApi';
import { hashPassword, randomSalt, verifyPassword } from '../core/password';
import { currentUser } from '../access/index';
import { authenticate, endSession, redeemTicket, signIn } from '../core/sessions';
import { defineArea, getStore } from '../core/store';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/**
 * Sign-in, single sign-on, sign-out, the current person and the menu entries (docs/rules.md "Sign-in and sign-out",
 * "Start-up and single sign-on", "Menu entries").
 */

/** Page views per person and path (docs/rules.md "Page views"), kept in the store and cleared by reset. */
const pageViews = defineArea<Record<string, number>>('pageViews', () => ({}));

export default {
  'POST /api/mng/login': defineApi('/api/mng/login', {}, (ctx) => {
    const { account, password } = ctx.body;
    const check = authenticate(account, password);
    ctx.audit({ operatorId: check.person?.id ?? 0, operatorName: check.person?.name ?? account, target: account });
    if (!check.ok)
      return fail(ctx.lang, check.code, MESSAGES[check.code === 'A0210' ? 'wrongCredentials' : 'accountDisabled']);
    const { token, loginTime } = signIn(check.person, 'password');
    return { sToken: token, loginTime };
  }),

  'POST /api/mng/sso_login': defineApi('/api/mng/sso_login', {}, (ctx) => {
    const person = redeemTicket(ctx.body.satoken);
    if (!person) return fail(ctx.lang, 'A0231', MESSAGES.ticketInvalid);
    ctx.audit({ operatorId: person.id, operatorName: person.name, target: person.account });
    if (person.status !== 1) return fail(ctx.lang, 'A0202', MESSAGES.accountDisabled);
    const { token, loginTime } = signIn(person, 'sso');
    return { token, loginTime };
  }),

  'POST /api/mng/pv': defineApi('/api/mng/pv', {}, (ctx) => {
    const views = pageViews();
    const key = `${ctx.me.id}:${ctx.body.path}`;
    views[key] = (views[key] || 0) + 1;
    return { path: ctx.body.path, count: views[key] };
  }),

  'POST /api/mng/logout': defineApi('/api/mng/logout', {}, (ctx) => {
    if (ctx.session) endSession(ctx.session);
    ctx.audit({ target: ctx.me.account });
    return null;
  }),

  'POST /api/mng/user/current': defineApi('/api/mng/user/current', {}, (ctx) =>
    currentUser(ctx.me, ctx.session?.previousLogin ?? null),
  ),

  'POST /api/mng/menu/list': defineApi('/api/mng/menu/list', {}, () =>
    [...getStore().menus]
      .sort((a, b) => a.parentId - b.parentId || a.sortNumber - b.sortNumber || a.id - b.id)
      .map((e) => ({ ...e, hidden: Boolean(e.hidden) })),
  ),

  'POST /api/mng/user/changePassword': defineApi('/api/mng/user/changePassword', {}, (ctx) => {
    const me = ctx.me;
    ctx.audit({ target: me.account });
    if (!verifyPassword(ctx.body.oldPassword, me.password)) return fail(ctx.lang, 'A0403', MESSAGES.wrongOldPassword);
    if (ctx.body.oldPassword === ctx.body.newPassword) return fail(ctx.lang, 'A0403', MESSAGES.samePassword);
    me.password = hashPassword(ctx.body.newPassword, randomSalt());
    me.mustChangePassword = false;
    return null;
  }),
};
