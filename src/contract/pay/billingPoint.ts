import Type from 'typebox';
import { CURRENCIES } from '../currencies';
import { GAME_HEADER, op, type Paths } from '../operation';
import { id, idBody, int, pageOf, pageQuery, status, str, time } from '../schema';
import { BILLING_POINT_FIELDS as F } from './fields';
import { PRODUCT_ID_PATTERN } from './rules';

export { PRODUCT_ID_PATTERN };

/**
 * Billing points (/pay/billingPoint; src/pages/pay/README.md "Pay configuration"): the current game's products. Amounts
 * are integer minor units with their currency (docs/rules.md "Money"). CSV import: a preview endpoint and an import
 * endpoint validate the same file the same way; the import saves every row or none.
 */
export const BILLING_SCREEN = '/pay/billingPoint';
/** The largest file the import takes, in characters, and its most data rows. */
export const IMPORT_MAX_CHARS = 1_000_000;
export const IMPORT_MAX_ROWS = 5000;

export const billingRow = Type.Object({
  id: int(),
  gameId: int(),
  productId: str('商品 id（同一游戏内唯一）'),
  name: str('商品名'),
  amount: int('金额，整数分（最小货币单位）'),
  currency: Type.Enum(CURRENCIES, { description: '币种' }),
  channelProductCode: str('渠道商品编码'),
  coins: int('到账游戏币'),
  status: Type.Enum([0, 1], { description: '1 启用，0 停用' }),
  updated: time('更新时间'),
  updatedBy: str('最后修改人'),
});

const write = Type.Object({
  productId: str('商品 id：1–64 位字母、数字、. _ -', F.productId),
  name: str('商品名', F.name),
  amount: int('金额，整数分', F.amount),
  currency: Type.Enum(CURRENCIES, { description: '币种' }),
  channelProductCode: Type.Optional(str('渠道商品编码', F.channelProductCode)),
  coins: int('到账游戏币', F.coins),
  status: Type.Optional(status()),
});

/** One problem of an imported row: which column (as in the header; '' for the whole row) and why. */
const importError = Type.Object({
  column: str('列名（表头中的名字），整行的问题为空串'),
  code: str('原因代码，如 missing、badAmount、unknownCurrency、duplicateInFile、exists、badCoins'),
  message: str('原因（操作员的语言）'),
});
const importRow = Type.Object({
  row: int('文件中的行号：表头是第 1 行'),
  values: Type.Record(Type.String(), str(), { description: '该行各列的原文' }),
  errors: Type.Array(importError),
});
const importBody = Type.Object({
  csv: str('CSV 文件的文本（UTF-8，可带 BOM，首行为表头）', { minLength: 1, maxLength: IMPORT_MAX_CHARS }),
});

const common = {
  auth: 'grant' as const,
  screen: BILLING_SCREEN,
  module: 'billingPoint',
  headers: [GAME_HEADER],
};

export const paths = {
  '/api/mng/billingPoint/page': op({
    record: 'billingPoint',
    ...common,
    summary: '计费点分页（当前游戏）',
    action: 'page',
    request: pageQuery({
      productId: Type.Optional(str('商品 id 或商品名包含')),
      currency: Type.Optional(Type.Enum(CURRENCIES, { description: '币种' })),
      status: Type.Optional(status()),
    }),
    data: pageOf(billingRow),
  }),
  '/api/mng/billingPoint/get': op({
    record: 'billingPoint',
    ...common,
    summary: '一个计费点',
    action: 'get',
    readsRecord: true,
    request: idBody(),
    data: billingRow,
  }),
  '/api/mng/billingPoint/add': op({
    creates: true,
    logged: true,
    ...common,
    summary: '新增计费点（同一游戏内商品 id 唯一）',
    action: 'add',
    request: write,
    data: Type.Object({ id: int() }),
  }),
  '/api/mng/billingPoint/edit': op({
    versioned: true,
    logged: true,
    record: 'billingPoint',
    ...common,
    summary: '编辑计费点',
    action: 'edit',
    request: Type.Object({ id: id(), ...Type.Partial(write).properties }),
  }),
  '/api/mng/billingPoint/delete': op({
    logged: true,
    ...common,
    record: 'billingPoint',
    summary: '删除计费点',
    action: 'delete',
    request: idBody(),
  }),
  '/api/mng/billingPoint/importPreview': op({
    ...common,
    summary: 'CSV 导入预览：逐行校验（行号、列、原因），不保存任何东西',
    action: 'importPreview',
    request: importBody,
    data: Type.Object({
      columns: Type.Array(str(), { description: '表头' }),
      rows: Type.Array(importRow, { description: '每一数据行' }),
      fileErrors: Type.Array(importError, { description: '整个文件的问题（缺少表头列、空文件、行数过多）' }),
      validCount: int(),
      invalidCount: int(),
    }),
  }),
  '/api/mng/billingPoint/import': op({
    creates: true,
    logged: true,
    ...common,
    summary: 'CSV 导入：与预览相同的校验；任何一行有误则一行都不保存（A0400）',
    action: 'import',
    request: importBody,
    data: Type.Object({ imported: int(), productIds: Type.Array(str()) }),
  }),
} satisfies Paths;
