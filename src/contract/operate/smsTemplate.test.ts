// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import { describe, expect, it } from 'vitest';
import { checkTemplate, renderTemplate, tokenize } from './smsTemplate';

describe('SMS template check', () => {
  it('accepts both placeholder forms the scene allows, with the code', () => {
    expect(checkTemplate('login', '您的验证码是${code}，{minutes}分钟内有效。')).toEqual([]);
    expect(checkTemplate('reset', '账号 {account} 重置密码验证码 ${code}')).toEqual([]);
  });

  it('refuses a placeholder the scene does not allow, naming it and the allowed ones', () => {
    expect(checkTemplate('login', '验证码 ${code}，账号 {account}')).toEqual([
      { kind: 'unknown', name: 'account', allowed: ['code', 'minutes', 'game'] },
    ]);
    expect(checkTemplate('bind', '{code}{phoneTail}')).toEqual([]);
  });

  it('requires the code', () => {
    expect(checkTemplate('register', '欢迎来到{game}')).toEqual([{ kind: 'missingCode' }]);
  });

  it.each<[string, number]>([
    ['验证码 ${code', 5],
    ['验证码 code}', 8],
    ['验证码 {co{de}', 4],
  ])('refuses unbalanced braces in %s at %i', (template, at) => {
    expect(checkTemplate('login', template)).toContainEqual({ kind: 'unbalanced', at });
  });

  it('refuses an empty or malformed name', () => {
    expect(checkTemplate('login', '{code} {} {1x}')).toEqual([
      { kind: 'badName', at: 7, text: '{}' },
      { kind: 'badName', at: 10, text: '{1x}' },
    ]);
  });

  it('lists each unknown placeholder once', () => {
    expect(checkTemplate('login', '{code}{x}{x}').filter((i) => i.kind === 'unknown')).toHaveLength(1);
  });
});

describe('SMS preview', () => {
  it('fills both forms with the sample values and prefixes the signature', () => {
    expect(renderTemplate('星辰游戏', '验证码${code}，{minutes}分钟内有效')).toBe(
      '【星辰游戏】验证码482913，5分钟内有效',
    );
  });

  it('keeps unknown placeholders visible and a lone $ as text', () => {
    expect(renderTemplate('', '价格 $5 {nope}', {})).toBe('价格 $5 {nope}');
    expect(tokenize('a${b}c').tokens).toEqual([
      { text: 'a', placeholder: false },
      { text: 'b', placeholder: true },
      { text: 'c', placeholder: false },
    ]);
  });
});
