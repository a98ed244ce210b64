import { gamesOf, maskPhone } from '../core/access';
import { defineApi } from '../core/defineApi';
import { departmentName, roleRefs } from '../core/people';

/** The person's own profile (/person): read it and change name, e-mail and phone. The password: auth/handlers.ts. */
export default {
  'POST /api/mng/person/profile': defineApi('/api/mng/person/profile', {}, (ctx) => {
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
  }),

  'POST /api/mng/person/edit': defineApi<{
    name: string;
    email?: string;
    phone?: string;
  }>('/api/mng/person/edit', {}, (ctx) => {
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
  }),
};
