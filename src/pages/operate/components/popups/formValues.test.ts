import { describe, expect, it } from 'vitest';
import { toForm, toPayload } from './formValues';

describe('pop-up form values', () => {
  it('trims text, keeps no channels as all, maps the switch to 1/0', () => {
    expect(
      toPayload({ title: ' t ', imageUrl: ' https://x.example.com/a.png ', frequency: 'once', startAt: 1, endAt: 2 }),
    ).toEqual({
      title: 't',
      imageUrl: 'https://x.example.com/a.png',
      text: '',
      buttonText: '',
      linkUrl: '',
      channels: [],
      minVersion: '',
      maxVersion: '',
      frequency: 'once',
      startAt: 1,
      endAt: 2,
      priority: 0,
      status: 0,
    });
  });

  it('round-trips a record', () => {
    const p = {
      id: 1,
      gameId: 1,
      kind: 'posterPop' as const,
      title: 'a',
      imageUrl: 'https://x.example.com/a.png',
      text: 'b',
      buttonText: 'c',
      linkUrl: 'https://x.example.com/',
      channels: ['huawei'],
      minVersion: '1.0',
      maxVersion: '',
      frequency: 'daily' as const,
      startAt: 10,
      endAt: 20,
      priority: 5,
      status: 1 as const,
      state: 'live' as const,
      live: true,
      created: 1,
      updated: 1,
      updatedBy: 'admin',
      recordVersion: 1,
      savedBy: 'admin',
      savedAt: 1,
    };
    const { id, gameId, kind, state, live, created, updated, updatedBy, recordVersion, savedBy, savedAt, ...rest } = p;
    expect(toPayload(toForm(p))).toEqual({ ...rest, status: 1 });
  });
});
