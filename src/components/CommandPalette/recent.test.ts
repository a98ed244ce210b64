import { STORAGE_KEYS } from '@/utils/storage';
import { isPaletteKey, isRecordAddress } from './Launcher';
import { RECENT_MAX, recentRecords, rememberRecord } from './recent';

/** The palette's recent records (docs/rules.md "Command palette"): per person, newest first, once each, a few. */
describe('palette recent records', () => {
  afterEach(() => localStorage.clear());

  it('keeps the person’s records newest first, each once, at most a few', () => {
    rememberRecord(7, '/dic/commonConfig/create?id=1', 1);
    rememberRecord(7, '/dic/commonConfig/create?id=2', 2);
    rememberRecord(7, '/dic/commonConfig/create?id=1', 3);
    expect(recentRecords(7).map((r) => r.address)).toEqual([
      '/dic/commonConfig/create?id=1',
      '/dic/commonConfig/create?id=2',
    ]);
    for (let i = 0; i < RECENT_MAX + 3; i += 1) rememberRecord(7, `/check/joinup/detail?id=${i}`, 10 + i);
    expect(recentRecords(7)).toHaveLength(RECENT_MAX);
    expect(recentRecords(7)[0].address).toBe(`/check/joinup/detail?id=${RECENT_MAX + 2}`);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paletteRecent) || '{}').person).toBe(7);
  });

  it('shows nobody else’s records, and a broken entry reads as none', () => {
    rememberRecord(7, '/dic/commonConfig/create?id=1', 1);
    expect(recentRecords(8)).toEqual([]);
    expect(recentRecords(undefined)).toEqual([]);
    rememberRecord(8, '/access/roleform?id=2', 2);
    expect(recentRecords(7)).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.paletteRecent, '{not json');
    expect(recentRecords(8)).toEqual([]);
  });

  it('a record is a hidden page opened with a query; the palette opens on Ctrl+K or ⌘K', () => {
    expect(isRecordAddress('/dic/commonConfig/create', '?id=3')).toBe(true);
    expect(isRecordAddress('/dic/commonConfig/create', '')).toBe(false);
    expect(isRecordAddress('/oplog', '?module=role')).toBe(false);
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isPaletteKey({ ...key, ctrlKey: true })).toBe(true);
    expect(isPaletteKey({ ...key, key: 'K', metaKey: true })).toBe(true);
    expect(isPaletteKey(key)).toBe(false);
    expect(isPaletteKey({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
  });
});
