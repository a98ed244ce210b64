import { gamesOf, maskPhone } from '../core/access';
import { defineApi, type ApiContext } from '../core/defineApi';
import { departmentName, roleRefs } from '../access/index';

/** The signed-in person's profile as /person shows it. */
function profileOf(ctx: ApiContext<unknown>) {
  const me = ctx.me;
  return {
    id: me.id,
    account: me.account,
    name: me.name,
    email: me.email,
    phone: maskPhone(me.phone),
    departmentName: departmentName(me.departmentId),
    roles: roleRefs(me),
    games: gamesOf(me).map((g) => ({ id: g.id, name: g.name })),
    lastLogin: ctx.session?.previousLogin ?? me.lastLogin,
    created: me.created,
    mustChangePassword: me.mustChangePassword,
  };
}

/**
 * The person's own profile (/person): read it and change name, e-mail and phone. The password: auth/handlers.ts. The
 * person is a versioned record (docs/rules.md "Request ids and versions"): an administrator's edit of them in
 * /access/people and their own edit here refuse each other's stale saves.
 */
export default {
  'POST /api/mng/person/profile': defineApi('/api/mng/person/profile', { rowId: (_row, ctx) => ctx.me.id }, profileOf),

  'POST /api/mng/person/edit': defineApi(
    '/api/mng/person/edit',
    { recordId: (ctx) => ctx.me.id, latest: (ctx) => profileOf(ctx) },
    (ctx) => {
      const me = ctx.me;
      const shown = () => ({
        name: me.name,
        email: me.email,
        phone: maskPhone(me.phone),
      });
      ctx.audit({ target: `人员 ${me.account}`, before: shown() });
      me.name = ctx.body.name;
      if (ctx.body.email !== undefined) me.email = ctx.body.email;
      if (ctx.body.phone !== undefined) me.phone = ctx.body.phone;
      ctx.audit({ after: shown() });
      return null;
    },
  ),
};
