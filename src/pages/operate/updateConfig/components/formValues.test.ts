import { describe, expect, it } from 'vitest';
import { toForm, toPayload } from './formValues';

describe('forced-update form values', () => {
  it('leaves an empty minimum version out, trims text, maps switches to 1/0', () => {
    expect(
      toPayload({
        platform: 'ios',
        channel: ' all ',
        minVersion: ' ',
        latestVersion: ' 3.1.0 ',
        force: true,
        downloadUrl: ' https://x.example.com/a ',
        notes: ' n ',
        rollout: 30,
        status: false,
      }),
    ).toEqual({
      platform: 'ios',
      channel: 'all',
      minVersion: undefined,
      latestVersion: '3.1.0',
      force: 1,
      downloadUrl: 'https://x.example.com/a',
      notes: 'n',
      rollout: 30,
      status: 0,
    });
  });

  it('round-trips a rule', () => {
    const rule = {
      id: 2,
      gameId: 1,
      platform: 'android' as const,
      channel: 'huawei',
      channelName: '华为',
      minVersion: '3.0.0',
      latestVersion: '3.2.0',
      force: 0 as const,
      downloadUrl: 'https://dl.example.com/a.apk',
      notes: 'x',
      rollout: 50,
      status: 1 as const,
      created: 1,
      updated: 1,
      updatedBy: 'admin',
      recordVersion: 1,
      savedBy: 'admin',
      savedAt: 1,
    };
    expect(toPayload(toForm(rule))).toEqual({
      platform: 'android',
      channel: 'huawei',
      minVersion: '3.0.0',
      latestVersion: '3.2.0',
      force: 0,
      downloadUrl: 'https://dl.example.com/a.apk',
      notes: 'x',
      rollout: 50,
      status: 1,
    });
  });
});
