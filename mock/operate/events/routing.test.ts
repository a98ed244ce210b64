import { describe, expect, it } from 'vitest';
import { chooseHandler, loadsNote } from './routing';

const people = [
  { id: 3, account: 'zhuqian', name: '朱倩' },
  { id: 1, account: 'huangmin', name: '黄敏' },
  { id: 2, account: 'guolin', name: '郭琳' },
];

describe('chooseHandler', () => {
  it('takes the handler with the fewest unclosed tickets', () => {
    const open: Record<number, number> = { 1: 4, 2: 2, 3: 1 };
    const a = chooseHandler(people, (id) => open[id]);
    expect(a.handler?.account).toBe('zhuqian');
    expect(loadsNote(a)).toBe('zhuqian 1, guolin 2, huangmin 4');
  });

  it('breaks a tie by account name', () => {
    const open: Record<number, number> = { 1: 2, 2: 2, 3: 2 };
    expect(chooseHandler(people, (id) => open[id]).handler?.account).toBe('guolin');
  });

  it('answers no handler when the type has none', () => {
    expect(chooseHandler([], () => 0).handler).toBeNull();
  });
});
