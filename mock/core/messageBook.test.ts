import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError } from './errors';
import type { Lang } from './i18n';
import { fail, messageBook } from './messageBook';

const TABLE = {
  taken: {
    'zh-CN': '{name} 已被 #{id} 占用',
    'en-US': '{name} is taken by #{id}',
    'pt-BR': '{name} já é de #{id}',
    'zh-TW': '{name} 已被 #{id} 佔用',
  },
};
const book = messageBook(TABLE);

describe('messageBook', () => {
  it('answers the message in the operator’s language with its places filled; a place without a value stays', () => {
    expect(book.text('zh-CN', 'taken', { name: 'wechat', id: 3 })).toBe('wechat 已被 #3 占用');
    expect(book.text('en-US', 'taken', { name: 'wechat', id: 0 })).toBe('wechat is taken by #0');
    expect(book.text('pt-BR', 'taken', { name: 'x' })).toBe('x já é de #{id}');
  });

  it('fail throws the envelope failure with that message, in the language it is given (one signature: the language, never a context)', () => {
    const thrown = (at: Parameters<typeof fail>[0]) => {
      try {
        fail(at, 'A0403', TABLE.taken, { name: 'alipay', id: 9 });
      } catch (e) {
        return e;
      }
      return undefined;
    };
    expect(thrown('zh-TW')).toBeInstanceOf(ApiError);
    expect(thrown('zh-TW')).toMatchObject({ code: 'A0403', tips: 'alipay 已被 #9 佔用' });
    expect(thrown('en-US')).toMatchObject({ code: 'A0403', tips: 'alipay is taken by #9' });
    // a handler passes ctx.lang: the context itself is not taken (issue 31: one `fail` signature)
    expectTypeOf(fail).parameter(0).toEqualTypeOf<Lang>();
  });
});
