import Schema from '@rc-component/async-validator';
import type { FormRule } from 'antd';
import { Compile } from 'typebox/compile';
import { REASON } from '@/contract/field';
import { paths as payConfig } from '@/contract/pay/payConfig';
import { PAY_CONFIG_FIELDS } from '@/contract/pay/fields';
import { paths as points } from '@/contract/userStatistics';
import { POINTS_FIELDS } from '@/contract/userStatisticsFields';
import { paths as access } from '@/contract/access';
import { PERSON_FIELDS } from '@/contract/accessFields';
import { paths as auth } from '@/contract/auth';
import { PASSWORD_FIELDS } from '@/contract/authFields';
import { paths as check } from '@/contract/check';
import { CHECK_ITEM_FIELDS } from '@/contract/checkFields';
import { paths as dic } from '@/contract/dic';
import { COMMON_CONFIG_FIELDS } from '@/contract/dicFields';
import { paths as messageConfig } from '@/contract/operate/messageConfig';
import { OPERATE_FIELDS } from '@/contract/operate/values';
import { BILL_FIELDS } from '@/contract/order/fields';
import { paths as og } from '@/contract/order/og';
import { paths as person } from '@/contract/person';
import type { ContractField } from '@/contract/field';
import { fieldRules, requiredRule } from './fieldRules';

/**
 * A form field's rules come from the contract's declaration of the field (src/contract/field.ts): the form refuses
 * what the backend's compiled schema refuses and lets through what it takes, with the console's messages.
 */
type Body = { properties: Record<string, object> };
const bodyOf = (item: { post?: { requestBody?: { content: Record<string, { schema: object }> } } }) =>
  item.post?.requestBody?.content['application/json']?.schema as Body;

/** What antd's validator (the one forms run) says of `value` under the field's rules: the first message or ''. */
async function formSays(field: ContractField, value: unknown, o = {}): Promise<string> {
  const rules = fieldRules(field, o).rules as Record<string, unknown>[];
  try {
    await new Schema({ v: rules as never }).validate({ v: value }, { first: true });
    return '';
  } catch (e) {
    return (e as { errors: Array<{ message: string }> }).errors[0].message;
  }
}

const cases: Array<[string, Body, string, ContractField, unknown[]]> = [
  [
    'pay config merchant id',
    bodyOf(payConfig['/api/mng/payConfig/add']),
    'merchantId',
    PAY_CONFIG_FIELDS.merchantId,
    ['M100', 'a.b-c_d', '', '  ', 'has space', '商户', 'x'.repeat(64), 'x'.repeat(65)],
  ],
  [
    'pay config sort',
    bodyOf(payConfig['/api/mng/payConfig/add']),
    'sort',
    PAY_CONFIG_FIELDS.sort,
    [0, 9999, -1, 10000, 1.5],
  ],
  [
    'staff account',
    bodyOf(access['/api/sys/user/add']),
    'account',
    PERSON_FIELDS.account,
    ['abc', 'a.b-c_d', 'ab', '1abc', 'a b c', 'x'.repeat(32), 'x'.repeat(33)],
  ],
  [
    'own phone',
    bodyOf(person['/api/mng/person/edit']),
    'phone',
    PERSON_FIELDS.phone,
    ['13912345678', '12912345678', '1391234567', '139123456789', '139****5678'],
  ],
  [
    'new password',
    bodyOf(auth['/api/mng/user/changePassword']),
    'newPassword',
    PASSWORD_FIELDS.newPassword,
    ['abc12345', 'abcdefgh', '12345678', 'a1', 'a1'.repeat(16), 'a1'.repeat(17)],
  ],
  [
    'check item code',
    bodyOf(check['/api/check/configuration/add']),
    'code',
    CHECK_ITEM_FIELDS.code,
    ['AB', 'AB_1', 'A', 'a1', '1A', 'A'.repeat(32), 'A'.repeat(33)],
  ],
  [
    'common config key',
    bodyOf(dic['/api/mng/commonConfig/add']),
    'key',
    COMMON_CONFIG_FIELDS.key,
    ['ab', 'a.b-c_d', 'a', '1a', 'a b', 'a'.repeat(64), 'a'.repeat(65)],
  ],
  [
    'invoice tax number',
    bodyOf(og['/api/ogorder/bill/add']),
    'taxNo',
    BILL_FIELDS.taxNo,
    ['91310000123456789X', '123456789012345', '1234567890123', '91310000123456789X123', 'abcdefghijklmnop'],
  ],
  [
    'SMS signature',
    bodyOf(messageConfig['/api/operate/messageConfig/add']),
    'signature',
    OPERATE_FIELDS.smsSignature,
    ['星辰游戏', '星', '【星辰】', '星辰】', 'x'.repeat(12), 'x'.repeat(13)],
  ],
  [
    'role id search',
    bodyOf(points['/api/userStatistics/points/page']),
    'roleId',
    POINTS_FIELDS.roleId,
    ['100001000003', 'r1', 'x'.repeat(32), 'x'.repeat(33)],
  ],
  [
    'points delta',
    bodyOf(points['/api/userStatistics/points/adjust']),
    'delta',
    POINTS_FIELDS.delta,
    [1, -1_000_000, 1_000_000, 1_000_001, -1_000_001, 2.5],
  ],
  ['reveal reason', bodyOf(payConfig['/api/mng/payConfig/reveal']), 'reason', REASON, ['ok', 'a', 'x'.repeat(201)]],
];

describe('fieldRules: the form checks what the contract checks', () => {
  it.each(cases)('%s: the schema is built from the declaration', (_, body, name, field) => {
    expect(body.properties[name]).toMatchObject(field);
  });

  it.each(cases)(
    '%s: the form and the backend take and refuse the same values',
    async (_, body, name, field, values) => {
      const schema = Compile(body.properties[name] as never);
      const form: Array<[unknown, boolean]> = [];
      const backend: Array<[unknown, boolean]> = [];
      for (const value of values) {
        form.push([value, (await formSays(field, value, { required: true })) === '']);
        // a blank text is a missing one to both (the backend's coercion: docs/rules.md "API contract")
        backend.push([value, typeof value === 'string' && !value.trim() ? false : schema.Check(value)]);
      }
      expect(form).toEqual(backend);
    },
  );

  it('gives a text box its length; a number box takes whole numbers and does not clamp what is typed (the rule says it)', () => {
    expect(fieldRules(PAY_CONFIG_FIELDS.merchantId).input).toEqual({ maxLength: 64 });
    expect(fieldRules(PAY_CONFIG_FIELDS.sort).input).toEqual({
      precision: 0,
      min: Number.MIN_SAFE_INTEGER,
      max: Number.MAX_SAFE_INTEGER,
    });
  });

  it('a text with a minimum length is required, blank counts as empty, and says so in the operator’s words', async () => {
    expect(fieldRules(PAY_CONFIG_FIELDS.merchantId).required).toBe(true);
    expect(fieldRules(PAY_CONFIG_FIELDS.appId).required).toBe(false);
    expect(await formSays(PAY_CONFIG_FIELDS.merchantId, '   ', { requiredMessage: 'why' })).toBe('why');
    expect(await formSays(PAY_CONFIG_FIELDS.merchantId, 'a b', { patternMessage: 'letters' })).toBe('letters');
    expect(await formSays(REASON, 'a', { lengthMessage: 'two' })).toBe('two');
    expect(await formSays(POINTS_FIELDS.delta, 5_000_000, { rangeMessage: 'range' })).toBe('range');
  });

  it('the required rule of a field the contract does not declare: blank text is empty, a choice is not text', () => {
    expect(requiredRule('m')).toEqual({ required: true, whitespace: true, message: 'm' } satisfies FormRule);
    expect(requiredRule('m', false)).toEqual({ required: true, message: 'm' });
  });
});
