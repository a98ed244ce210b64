import { addLocale } from '@umijs/max';
import { areaLanguage, areaMessages, loadAreaMessages } from './areaMessages';

vi.mock('@umijs/max', () => ({ addLocale: vi.fn() }));
vi.mock('./area/pt-BR', () => {
  throw new Error('offline');
});

describe('screen messages, one language at a time', () => {
  it('any other language stands as zh-CN', () => {
    expect(areaLanguage('fr-FR')).toBe('zh-CN');
    expect(areaLanguage('en-US')).toBe('en-US');
  });

  it('loads a language once, adds it to the locale table, and keeps it', async () => {
    expect(areaMessages('en-US')).toBeUndefined();
    const first = loadAreaMessages('en-US');
    expect(loadAreaMessages('en-US')).toBe(first);
    const messages = await first;
    expect(messages['pages.oplog.time']).toBeTruthy();
    expect(areaMessages('en-US')).toBe(messages);
    expect(addLocale).toHaveBeenCalledTimes(1);
    expect(addLocale).toHaveBeenCalledWith('en-US', messages, undefined);
    await loadAreaMessages('en-US');
    expect(addLocale).toHaveBeenCalledTimes(1);
  });

  it('a language it does not have loads zh-CN texts', async () => {
    const messages = await loadAreaMessages('de-DE');
    expect(messages).toBe(areaMessages('zh-CN'));
    expect(messages['pages.oplog.time']).toBe('时间');
  });

  it('a failed download settles after two seconds and may then be tried again', async () => {
    vi.useFakeTimers();
    try {
      const first = loadAreaMessages('pt-BR');
      let settled = false;
      first.catch(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(1900);
      expect(settled).toBe(false);
      expect(loadAreaMessages('pt-BR')).toBe(first);
      await vi.advanceTimersByTimeAsync(200);
      expect(settled).toBe(true);
      await expect(first).rejects.toThrow();
      const again = loadAreaMessages('pt-BR');
      expect(again).not.toBe(first);
      again.catch(() => undefined);
      expect(areaMessages('pt-BR')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
