import Type from 'typebox';
import { op, type Paths } from '../operation';
import { bool, id, idBody, int, pageOf, pageQuery, status, str, time } from '../schema';
import { DICT_FIELDS as F } from './fields';

const DICT = '/unity/dicConfig';

// ---- dictionaries ----
const dictTypeWrite = Type.Object({
  code: str('字典编码：小写字母开头，2–32 位小写字母数字下划线', F.code),
  name: str('字典名称', F.name),
  description: Type.Optional(str('说明', F.description)),
  status: Type.Optional(status()),
});
const dictTypeRow = Type.Object({
  id: int(),
  code: str(),
  name: str(),
  description: str(),
  status: status(),
  builtIn: bool('内置字典（页面的枚举来源）不可删除，编码不可改'),
  itemCount: int('字典项数'),
  created: time('创建时间'),
  updated: time('更新时间'),
});
const dictItemWrite = Type.Object({
  typeId: id('字典 id'),
  label: str('显示文字', F.label),
  value: str('取值（同一字典内唯一）', F.value),
  sort: Type.Optional(int('排序，小的在前', F.sort)),
  color: Type.Optional(str('徽标颜色 #RRGGBB，可空', F.color)),
  status: Type.Optional(status()),
});
const dictItemRow = Type.Object({
  id: int(),
  typeId: int(),
  label: str(),
  value: str(),
  sort: int(),
  color: str(),
  status: status(),
  created: time('创建时间'),
  updated: time('更新时间'),
});

export const paths = {
  '/api/mng/dict/type/page': op({
    record: 'dict',
    summary: '字典类型分页',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'page',
    request: pageQuery({ name: Type.Optional(str('编码或名称包含')), status: Type.Optional(status()) }),
    data: pageOf(dictTypeRow),
  }),
  '/api/mng/dict/type/add': op({
    creates: true,
    logged: true,
    summary: '新增字典类型',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'add',
    request: dictTypeWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/dict/type/edit': op({
    versioned: true,
    logged: true,
    record: 'dict',
    summary: '编辑字典类型（内置字典编码不可改）',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(dictTypeWrite).properties }),
  }),
  '/api/mng/dict/type/delete': op({
    logged: true,
    record: 'dict',
    summary: '删除字典类型（内置或仍有字典项时拒绝 A0403）',
    auth: 'grant',
    screen: DICT,
    module: 'dict',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/dict/item/page': op({
    record: 'dictItem',
    summary: '某字典的字典项分页（按 sort）',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'page',
    request: pageQuery({
      typeId: id('字典 id'),
      label: Type.Optional(str('文字或取值包含')),
      status: Type.Optional(status()),
    }),
    data: pageOf(dictItemRow),
  }),
  '/api/mng/dict/item/add': op({
    creates: true,
    logged: true,
    summary: '新增字典项',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'add',
    request: dictItemWrite,
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/dict/item/edit': op({
    versioned: true,
    logged: true,
    record: 'dictItem',
    summary: '编辑字典项',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(dictItemWrite).properties }),
  }),
  '/api/mng/dict/item/delete': op({
    logged: true,
    record: 'dictItem',
    summary: '删除字典项',
    auth: 'grant',
    screen: DICT,
    module: 'dictItem',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/dict/data': op({
    summary: '按编码取启用的字典项（页面的枚举来源）',
    auth: 'session',
    module: 'dict',
    action: 'data',
    request: Type.Object({ codes: Type.Array(str('字典编码', { maxLength: 32 }), { description: '字典编码' }) }),
    data: Type.Record(
      Type.String(),
      Type.Array(Type.Object({ label: str(), value: str(), color: str(), sort: int() })),
      { description: '{ [code]: [{label, value, color, sort}] }；未知或停用的编码为空数组' },
    ),
  }),
} satisfies Paths;
