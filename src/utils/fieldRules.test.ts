import Schema from '@rc-component/async-validator';
import type { FormRule } from 'antd';
import { Compile } from 'typebox/compile';
import { REASON } from '@/contract/field';
import { paths as payConfig } from '@/contract/pay/payConfig';
import { PAY_CONFIG_FIELDS } from '@/contract/pay/fields';
import { paths as points } from '@/contract/userStatistics';
import { POINTS_FIELDS } from '@/contract/userStatisticsFields';
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
    expect(fieldRules(PAY_CONFIG_FIELDS.sort).input).toEqual({ precision: 0, min: -Infinity, max: Infinity });
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
