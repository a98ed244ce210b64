import { formatBytes, formatDuration, formatRate, queryId } from './format';

describe('formatBytes', () => {
  it('scales to the largest unit below 1024 with one decimal at most', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(800 * 1024 * 1024 + 1)).toBe('800 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(undefined)).toBe('');
    expect(formatBytes(-1)).toBe('');
  });
});

describe('formatRate and formatDuration', () => {
  it('shows a 0–1 rate as a percentage', () => {
    expect(formatRate(0.8333)).toBe('83.3%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(null)).toBe('');
  });
  it('shows milliseconds, seconds and minutes', () => {
    expect(formatDuration(450)).toBe('450 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(65000)).toBe('1 min 5 s');
    expect(formatDuration(undefined)).toBe('');
  });
});

describe('queryId', () => {
  it('reads positive integer ids only', () => {
    expect(queryId(new URLSearchParams('id=12'), 'id')).toBe(12);
    expect(queryId(new URLSearchParams('channelId=0'), 'channelId')).toBeUndefined();
    expect(queryId(new URLSearchParams('id=1e3'), 'id')).toBeUndefined();
    expect(queryId(new URLSearchParams(''), 'id')).toBeUndefined();
  });
});
