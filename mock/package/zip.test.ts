// @vitest-environment node
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSignature, signEntries, writeChannelPackage } from './channelPackage';
import { makePng, makeSampleBasePackage } from './samples';
import {
  architecturesOf,
  fingerprintOf,
  isPng,
  pack,
  readChannelJson,
  readChannelProperty,
  readManifest,
  replaceIcon,
  unpack,
} from './zip';

const base = () =>
  makeSampleBasePackage({
    packageName: 'com.example.game',
    versionCode: 120,
    versionName: '1.2.0',
    targetSdk: 33,
    permissions: ['android.permission.INTERNET', 'android.permission.READ_PHONE_STATE'],
  });

const keystore = strToU8('fake keystore bytes for alias release');
const packedAt = Date.UTC(2026, 4, 1, 8, 0, 0);

describe('makeSampleBasePackage', () => {
  it('builds a zip with manifest, dex, native libraries and a valid PNG icon', () => {
    const entries = unpack(base());
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'AndroidManifest.xml',
        'classes.dex',
        'lib/arm64-v8a/libgame.so',
        'lib/armeabi-v7a/libgame.so',
        'res/icon.png',
        'res/mipmap/ic_launcher.png',
      ]),
    );
    const m = readManifest(entries);
    expect(m).toMatchObject({ packageName: 'com.example.game', versionCode: 120, versionName: '1.2.0', targetSdk: 33 });
    expect(m?.permissions).toEqual(['android.permission.INTERNET', 'android.permission.READ_PHONE_STATE']);
    expect(architecturesOf(entries)).toEqual(['arm64-v8a', 'armeabi-v7a']);
    expect(isPng(entries['res/icon.png'])).toBe(true);
  });

  it('makes a PNG whose header and chunk layout are real', () => {
    const png = makePng(2, 3, [255, 0, 0]);
    expect(isPng(png)).toBe(true);
    const view = new DataView(png.buffer, png.byteOffset);
    expect(strFromU8(png.subarray(12, 16), true)).toBe('IHDR');
    expect(view.getUint32(16)).toBe(2);
    expect(view.getUint32(20)).toBe(3);
    expect(strFromU8(png.subarray(png.length - 8, png.length - 4), true)).toBe('IEND');
  });
});

describe('writeChannelPackage', () => {
  const icon = makePng(8, 8, [0, 200, 0]);
  const out = writeChannelPackage(base(), {
    channelId: 7,
    channelCode: 'huawei',
    params: { appId: '10086', appKey: 'k-1' },
    sdkVersion: '6.1.0',
    packedAt,
    icon,
    key: { alias: 'release', keystore },
  });
  const entries = unpack(out);

  it('writes assets/channel.json with the channel id, code, parameters, SDK version and time', () => {
    expect(readChannelJson(entries)).toEqual({
      channelId: 7,
      channelCode: 'huawei',
      appId: '10086',
      appKey: 'k-1',
      sdkVersion: '6.1.0',
      packedAt,
    });
  });

  it('sets one channel= line in META-INF/channel.properties and keeps other lines', () => {
    const text = strFromU8(entries['META-INF/channel.properties']);
    expect(text.match(/^channel=/gm)).toHaveLength(1);
    expect(readChannelProperty(entries)).toBe('huawei');
    expect(text).toContain('# channel written by the packaging service');
  });

  it('replaces both icons when an icon is given', () => {
    expect(entries['res/icon.png']).toEqual(icon);
    expect(entries['res/mipmap/ic_launcher.png']).toEqual(icon);
  });

  it('keeps the original icon when none is given', () => {
    const baseEntries = unpack(base());
    const plain = unpack(
      writeChannelPackage(base(), {
        channelId: 1,
        channelCode: 'xiaomi',
        params: {},
        sdkVersion: '1',
        packedAt,
        key: { alias: 'release', keystore },
      }),
    );
    expect(plain['res/icon.png']).toEqual(baseEntries['res/icon.png']);
  });

  it('signs: MANIFEST.MF has a SHA-256 digest line for every entry and the block names the key', () => {
    const mf = strFromU8(entries['META-INF/MANIFEST.MF']);
    expect(mf).toContain('Name: assets/channel.json\nSHA-256-Digest: ');
    const sig = readSignature(entries);
    expect(sig).toMatchObject({ present: true, alias: 'release', manifestDigestOk: true, mismatched: [], missing: [] });
    expect(sig.fingerprint).toBe(fingerprintOf(keystore));
    expect(sig.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('detects an entry changed after signing', () => {
    const tampered = { ...entries, 'classes.dex': strToU8('patched') };
    const sig = readSignature(unpack(pack(tampered, packedAt)));
    expect(sig.mismatched).toEqual(['classes.dex']);
  });

  it('re-signing drops the old signature files', () => {
    const again = signEntries(entries, { alias: 'other', keystore: strToU8('k2') }, packedAt);
    expect(Object.keys(again).filter((n) => n.endsWith('.RSA'))).toEqual(['META-INF/OTHER.RSA']);
  });

  it('is a real zip readable by a plain unzip', () => {
    expect(Object.keys(unzipSync(out))).toContain('assets/channel.json');
  });
});

describe('refusals', () => {
  it('refuses bytes that are not a zip', () => {
    expect(() => unpack(strToU8('hello'))).toThrow('不是 zip');
  });
  it('refuses an icon that is not a PNG', () => {
    expect(() => replaceIcon(unpack(base()), strToU8('GIF89a....'))).toThrow('PNG');
  });
  it('refuses to sign without a keystore', () => {
    expect(() => signEntries(unpack(base()), { alias: 'release', keystore: null }, packedAt)).toThrow(
      '签名密钥 release 的 keystore 文件缺失',
    );
  });
});
