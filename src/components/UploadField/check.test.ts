import { describe, expect, it, vi } from 'vitest';

vi.mock('@/utils/i18n', () => ({ t: (id: string, v?: Record<string, unknown>) => `${id}:${v?.max}` }));

import { checkFile, fileSizeRule, formatBytes } from './check';

const MB = 1024 * 1024;

describe('UploadField size check (docs/rules.md "File size limit": 800 MB, 1024*1024 bytes per MB)', () => {
  it('accepts a file of exactly the limit and refuses one byte more with the message', () => {
    expect(checkFile({ size: 800 * MB })).toEqual({ ok: true });
    expect(checkFile({ size: 800 * MB + 1 })).toEqual({ ok: false, message: 'validate.fileSize:800' });
    expect(checkFile({ size: 2 * MB + 1 }, 2)).toEqual({ ok: false, message: 'validate.fileSize:2' });
    expect(checkFile(undefined)).toEqual({ ok: true });
  });

  it('as a form rule', async () => {
    const rule = fileSizeRule(1);
    await expect(rule.validator(null, { size: 10 })).resolves.toBeUndefined();
    await expect(rule.validator(null, undefined)).resolves.toBeUndefined();
    await expect(rule.validator(null, { size: MB + 1 })).rejects.toThrow('validate.fileSize:1');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * MB)).toBe('5.0 MB');
    expect(formatBytes(null)).toBe('-');
  });
});
