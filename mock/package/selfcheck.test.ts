// @vitest-environment node
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_ITEMS, runSelfCheck, type CheckContext, type CheckItemDef } from './selfcheck';
import { writeChannelPackage } from './channelPackage';
import { makeSampleBasePackage, type SampleBaseOptions } from './samples';
import { fingerprintOf, pack, unpack } from './zip';

const keystore = strToU8('keystore-release');
const packedAt = Date.UTC(2026, 4, 2);

function build(over: Partial<SampleBaseOptions> = {}, channelId = 3, channelCode = 'oppo'): Uint8Array {
  const base = makeSampleBasePackage({
    packageName: 'com.example.game',
    versionCode: 200,
    versionName: '2.0.0',
    targetSdk: 34,
    ...over,
  });
  return writeChannelPackage(base, {
    channelId,
    channelCode,
    params: { appId: 'A1' },
    sdkVersion: '3.0',
    packedAt,
    key: { alias: 'release', keystore },
  });
}

const ctx = (over: Partial<CheckContext> = {}): CheckContext => ({
  expectedPackageName: 'com.example.game',
  expectedVersionCode: 200,
  channelId: 3,
  channelCode: 'oppo',
  expectedFingerprint: fingerprintOf(keystore),
  previousSize: null,
  ...over,
});

const byCode = (r: ReturnType<typeof runSelfCheck>, code: string) => {
  const found = r.results.find((x) => x.code === code);
  if (!found) throw new Error(`no result ${code}`);
  return found;
};

describe('runSelfCheck', () => {
  it('passes every check on a good package and returns the raw parameter JSON', () => {
    const r = runSelfCheck(build(), ctx());
    expect(r.results.map((x) => x.code)).toEqual(DEFAULT_CHECK_ITEMS.map((x) => x.code));
    expect(r.results.filter((x) => !x.pass)).toEqual([]);
    expect(r.pass).toBe(true);
    expect(r.summary).toEqual({ total: 8, passed: 8, failed: 0, errors: 0, warnings: 0 });
    expect(r.params).toMatchObject({ channelId: 3, channelCode: 'oppo', appId: 'A1', sdkVersion: '3.0' });
    expect(r.facts).toMatchObject({ packageName: 'com.example.game', versionCode: 200, targetSdk: 34 });
    const result = byCode(r, 'CHANNEL_ID');
    expect(result).toEqual({
      code: 'CHANNEL_ID',
      name: '渠道号',
      category: '渠道',
      expected: '3 (oppo)',
      actual: '3 (oppo)',
      pass: true,
      severity: 'error',
    });
  });

  it('fails the channel check when the package carries another channel', () => {
    const r = runSelfCheck(build({}, 4, 'vivo'), ctx());
    expect(byCode(r, 'CHANNEL_ID')).toMatchObject({ pass: false, actual: '4 (vivo)' });
    expect(r.pass).toBe(false);
  });

  it('fails package name and version code against the base package', () => {
    const r = runSelfCheck(build({ packageName: 'com.other', versionCode: 199 }), ctx());
    expect(byCode(r, 'PACKAGE_NAME')).toMatchObject({ pass: false, expected: 'com.example.game', actual: 'com.other' });
    expect(byCode(r, 'VERSION_CODE')).toMatchObject({ pass: false, expected: '200', actual: '199' });
  });

  it('fails banned permissions, a low target SDK and a missing arm64-v8a', () => {
    const r = runSelfCheck(
      build({
        permissions: ['android.permission.INTERNET', 'android.permission.READ_SMS'],
        targetSdk: 29,
        architectures: ['armeabi-v7a'],
      }),
      ctx(),
    );
    expect(byCode(r, 'PERMISSIONS')).toMatchObject({ pass: false, actual: 'android.permission.READ_SMS' });
    expect(byCode(r, 'TARGET_SDK')).toMatchObject({ pass: false, expected: '≥ 31', actual: '29' });
    expect(byCode(r, 'ARCHITECTURES')).toMatchObject({ pass: false, actual: 'armeabi-v7a' });
  });

  it('takes rule parameters from the check items', () => {
    const items: CheckItemDef[] = DEFAULT_CHECK_ITEMS.map((i) =>
      i.code === 'TARGET_SDK' ? { ...i, params: [{ key: 'minTargetSdk', name: 'min', value: '35' }] } : i,
    );
    expect(byCode(runSelfCheck(build(), ctx(), items), 'TARGET_SDK').pass).toBe(false);
  });

  it('skips disabled items', () => {
    const items = DEFAULT_CHECK_ITEMS.map((i) => ({ ...i, enabled: i.code !== 'SIZE_CHANGE' }));
    expect(runSelfCheck(build(), ctx(), items).results.map((x) => x.code)).not.toContain('SIZE_CHANGE');
  });

  it('checks the fingerprint against the signing key and the digests against the bytes', () => {
    expect(byCode(runSelfCheck(build(), ctx({ expectedFingerprint: 'AA:BB' })), 'SIGNATURE').pass).toBe(false);
    const entries = unpack(build());
    entries['assets/channel.json'] = strToU8('{"channelId":3}');
    const tampered = runSelfCheck(pack(entries, packedAt), ctx());
    expect(byCode(tampered, 'SIGNATURE')).toMatchObject({ pass: false });
    expect(byCode(tampered, 'SIGNATURE').actual).toContain('assets/channel.json');
  });

  it('fails the signature check on an unsigned package', () => {
    const unsigned = makeSampleBasePackage({
      packageName: 'com.example.game',
      versionCode: 200,
      versionName: '2',
      targetSdk: 34,
    });
    expect(byCode(runSelfCheck(unsigned, ctx()), 'SIGNATURE')).toMatchObject({ pass: false, actual: '未签名' });
  });

  it('warns when the size changed beyond the threshold against the previous build', () => {
    const bytes = build();
    const ok = runSelfCheck(bytes, ctx({ previousSize: Math.round(bytes.length * 0.95) }));
    expect(byCode(ok, 'SIZE_CHANGE').pass).toBe(true);
    const grown = runSelfCheck(bytes, ctx({ previousSize: Math.round(bytes.length / 2) }));
    expect(byCode(grown, 'SIZE_CHANGE')).toMatchObject({ pass: false, severity: 'warning' });
    expect(byCode(grown, 'SIZE_CHANGE').actual).toMatch(/^\+100\.0%/);
    // a failed warning does not fail the package
    expect(grown.pass).toBe(true);
    expect(grown.summary.warnings).toBe(1);
  });

  it('runs custom items: required parameter keys and required entries', () => {
    const items: CheckItemDef[] = [
      {
        code: 'C1',
        kind: 'PARAM_PRESENT',
        name: 'appId',
        category: '渠道',
        rule: '',
        severity: 'error',
        enabled: true,
        params: [{ key: 'keys', name: 'k', value: 'appId,appKey' }],
      },
      {
        code: 'C2',
        kind: 'ENTRY_PRESENT',
        name: 'dex',
        category: '基础信息',
        rule: '',
        severity: 'warning',
        enabled: true,
        params: [{ key: 'paths', name: 'p', value: 'classes.dex, lib/x86/libgame.so' }],
      },
      { code: 'C3', kind: 'NOPE', name: '?', category: '-', rule: '', severity: 'error', enabled: true, params: [] },
    ];
    const r = runSelfCheck(build(), ctx(), items);
    expect(byCode(r, 'C1')).toMatchObject({ pass: false, actual: '缺少 appKey' });
    expect(byCode(r, 'C2')).toMatchObject({ pass: false, actual: '缺少 lib/x86/libgame.so' });
    expect(byCode(r, 'C3')).toMatchObject({ pass: false, actual: '未知的检查规则 NOPE' });
  });

  it('reports a package that cannot be opened', () => {
    const r = runSelfCheck(strToU8('not a zip'), ctx());
    expect(r.pass).toBe(false);
    expect(r.results).toHaveLength(1);
    expect(r.results[0]).toMatchObject({ code: 'ARCHIVE', pass: false });
    expect(r.params).toBeNull();
  });
});
