import { describe, expect, it } from 'vitest';
import type { TaskOptions } from '../../service';
import { defaultSdkVersion, defaultSignKey, missingParamChannels } from './batchForm';

const sdk = (id: number, channelId: number | null, created: number) => ({
  id,
  channelId,
  version: `v${id}`,
  status: 1 as const,
  created,
  channelName: '',
  fileName: `sdk-${id}.zip`,
  fileSize: 1,
  notes: '',
  uploader: 'admin',
});

describe('new-batch form defaults', () => {
  it('takes the newest general SDK version, else the newest of any', () => {
    expect(defaultSdkVersion({ sdkVersions: [sdk(1, null, 10), sdk(2, null, 30), sdk(3, 4, 50)] })?.id).toBe(2);
    expect(defaultSdkVersion({ sdkVersions: [sdk(3, 4, 50), sdk(5, 6, 70)] })?.id).toBe(5);
    expect(defaultSdkVersion({ sdkVersions: [] })).toBeUndefined();
  });

  it("takes the base package's key, else one with a keystore", () => {
    const key = (id: number, alias: string, hasKeystore: boolean): TaskOptions['signKeys'][number] => ({
      id,
      alias,
      hasKeystore,
      fingerprint: hasKeystore ? 'AB:CD' : null,
      fileName: `${alias}.keystore`,
      source: 'seed',
      created: 0,
    });
    const signKeys: TaskOptions['signKeys'] = [key(1, 'old', false), key(2, 'main', true), key(3, 'up', true)];
    expect(defaultSignKey({ signKeys }, 3)?.id).toBe(3);
    expect(defaultSignKey({ signKeys }, null)?.id).toBe(2);
    expect(defaultSignKey({ signKeys: [signKeys[0]] })?.id).toBe(1);
  });

  it('warns about chosen channels missing a required parameter', () => {
    const channels: TaskOptions['channels'] = [
      { id: 1, name: '小米', code: 'mi', missingParams: [], vendorSdk: '' },
      { id: 2, name: '九游', code: 'uc', missingParams: ['appKey'], vendorSdk: '' },
      { id: 3, name: 'B站', code: 'bilibili', missingParams: ['appId'], vendorSdk: '' },
    ];
    expect(missingParamChannels({ channels }, [1, 2]).map((c) => c.code)).toEqual(['uc']);
    expect(missingParamChannels({ channels }, [])).toEqual([]);
    expect(missingParamChannels(undefined, [2])).toEqual([]);
  });
});
