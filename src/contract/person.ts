import { roleRefSchema } from './entities';
import { op, type Paths } from './operation';
import { arr, bool, int, name, nullable, obj, str, time } from './schema';

/** The person's own profile (docs/rules.md "Sign-in and sign-out"). */
export const paths = {
  '/api/mng/person/profile': op({
    record: 'person',
    summary: '本人资料',
    auth: 'session',
    module: 'person',
    action: 'profile',
    data: obj(
      {
        id: int(),
        account: str(),
        name: str(),
        email: str(),
        phone: str('打码手机号'),
        departmentName: str(),
        roles: arr(roleRefSchema),
        games: arr(obj({ id: int(), name: str() }, ['id', 'name'])),
        lastLogin: nullable(time('上次登录')),
        created: time('创建时间'),
        mustChangePassword: bool(),
      },
      ['id', 'account', 'name', 'roles', 'games'],
    ),
  }),
  '/api/mng/person/edit': op({
    record: 'person',
    summary: '修改本人资料（姓名、邮箱、手机号）',
    auth: 'session',
    module: 'person',
    action: 'edit',
    request: obj(
      {
        name: name('姓名'),
        email: str('邮箱', {
          maxLength: 64,
          pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
        }),
        phone: str('手机号（不改请不传）', { pattern: '^1[3-9]\\d{9}$' }),
      },
      ['name'],
    ),
  }),
} satisfies Paths;
