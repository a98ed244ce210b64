import Type from 'typebox';
import { op, type Paths } from '../../operation';
import { bool, id, idBody, int, pageOf, pageQuery, status, str, time } from '../../schema';
import { PROJECT_FIELDS as F } from './fields';

/**
 * Projects (/setting/project): a named team that runs some parent games, with an owner (a console person). Name and
 * code are unique; a game belongs to at most one project, and the project's name is written on its games (the games
 * list shows it).
 */
export const SETTING_PROJECT = '/setting/project';

export const projectSchema = Type.Object({
  id: int(),
  name: str('项目名称（唯一）'),
  code: str('项目代码（唯一）'),
  gameIds: Type.Array(int(), { description: '项目下的父游戏' }),
  games: Type.Array(Type.Object({ id: int(), name: str() }), { description: '项目下的父游戏（名称）' }),
  ownerId: int('负责人（控制台人员）'),
  ownerName: str('负责人姓名'),
  description: str('说明'),
  status: status(),
  created: time('创建时间'),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const projectWrite = Type.Object({
  name: str('项目名称（唯一）', F.name),
  code: str('项目代码（唯一）：小写字母开头，2–32 位小写字母、数字、下划线、连字符', F.code),
  parentGameIds: Type.Optional(Type.Array(id('父游戏'), { description: '项目下的父游戏（一个游戏只属于一个项目）' })),
  ownerId: id('负责人（启用的控制台人员）'),
  description: Type.Optional(str('说明', F.description)),
  status: Type.Optional(status()),
});

export const paths = {
  '/api/setting/project/page': op({
    record: 'project',
    summary: '项目分页',
    auth: 'grant',
    screen: SETTING_PROJECT,
    module: 'project',
    action: 'page',
    request: pageQuery({
      name: Type.Optional(str('名称或代码包含')),
      status: Type.Optional(status()),
      filterGameId: Type.Optional(id('包含该父游戏的项目')),
      ownerId: Type.Optional(id('负责人')),
    }),
    data: pageOf(projectSchema),
  }),
  '/api/setting/project/add': op({
    creates: true,
    logged: true,
    summary: '新建项目',
    auth: 'grant',
    screen: SETTING_PROJECT,
    module: 'project',
    action: 'add',
    request: projectWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/setting/project/edit': op({
    versioned: true,
    logged: true,
    record: 'project',
    summary: '编辑项目',
    auth: 'grant',
    screen: SETTING_PROJECT,
    module: 'project',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(projectWrite).properties }),
  }),
  '/api/setting/project/delete': op({
    logged: true,
    record: 'project',
    summary: '删除项目（其游戏的所属项目清空）',
    auth: 'grant',
    screen: SETTING_PROJECT,
    module: 'project',
    action: 'delete',
    request: idBody(),
  }),
  '/api/setting/project/owners': op({
    summary: '可选负责人：启用的控制台人员',
    auth: 'grant',
    screen: SETTING_PROJECT,
    module: 'project',
    action: 'owners',
    data: Type.Array(Type.Object({ id: int(), name: str(), account: str(), enabled: bool() })),
  }),
} satisfies Paths;
