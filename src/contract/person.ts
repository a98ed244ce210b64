import Type from 'typebox';
import { roleRefSchema } from './entities';
import { op, type Paths } from './operation';
import { bool, int, nullable, str, time } from './schema';
import { PERSON_FIELDS as F } from './accessFields';

/** The person's own profile (docs/rules.md "Sign-in and sign-out"). */
export const paths = {
  '/api/mng/person/profile': op({
    record: 'person',
    summary: '本人资料',
    auth: 'session',
    module: 'person',
    action: 'profile',
    data: Type.Object({
      id: int(),
      account: str(),
      name: str(),
      email: str(),
      phone: str('打码手机号'),
      departmentName: str(),
      roles: Type.Array(roleRefSchema),
      games: Type.Array(Type.Object({ id: int(), name: str() })),
      lastLogin: nullable(time('上次登录')),
      created: time('创建时间'),
      mustChangePassword: bool(),
    }),
  }),
  '/api/mng/person/edit': op({
    versioned: true,
    logged: true,
    record: 'person',
    // a stale save answers the profile as the person reads it, not the staff record
    read: '/api/mng/person/profile',
    summary: '修改本人资料（姓名、邮箱、手机号）',
    auth: 'session',
    module: 'person',
    action: 'edit',
    request: Type.Object({
      name: str('姓名', F.name),
      email: Type.Optional(str('邮箱', F.email)),
      phone: Type.Optional(str('手机号（不改请不传）', F.phone)),
    }),
  }),
} satisfies Paths;
