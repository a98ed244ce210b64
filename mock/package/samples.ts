/** Sample data for the seed and the tests: a tiny valid PNG, code-like and random bytes, a realistic base package. */
import { strToU8, zlibSync } from 'fflate';
import { ANDROID_MANIFEST, CHANNEL_PROPERTIES, crc32, pack, PNG_SIGNATURE, type Entries } from './zip';

function u32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  typed.set(strToU8(type, true), 0);
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** A solid-colour RGB PNG (valid: CRCs and zlib stream are real). */
export function makePng(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const ihdr = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) raw.set(rgb, row + 1 + x * 3);
  }
  return new Uint8Array([
    ...PNG_SIGNATURE,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibSync(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Bytes that compress about as well as compiled code does (to ~70%): random low bits under a slow pattern. */
export function codeLikeBytes(length: number, seed: number): Uint8Array {
  const r = pseudoRandomBytes(length, seed);
  for (let i = 0; i < length; i += 1) r[i] = (r[i] & 0x1f) | ((i >> 5) & 0xe0);
  return r;
}

/** Deterministic pseudo-random bytes (so placeholders do not compress to nothing). */
export function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

export interface SampleBaseOptions {
  packageName: string;
  versionCode: number;
  versionName: string;
  targetSdk: number;
  minSdk?: number;
  appName?: string;
  permissions?: string[];
  architectures?: string[];
  /** Bytes of classes.dex (default 32 KiB); changes the package size. */
  dexSize?: number;
  /** Also ship res/mipmap/ic_launcher.png. Default true. */
  mipmapIcon?: boolean;
  iconColor?: [number, number, number];
  mtime?: number;
}

export const DEFAULT_PERMISSIONS = [
  'android.permission.INTERNET',
  'android.permission.ACCESS_NETWORK_STATE',
  'android.permission.ACCESS_WIFI_STATE',
  'android.permission.VIBRATE',
];

export function sampleManifestXml(o: SampleBaseOptions): string {
  const perms = (o.permissions ?? DEFAULT_PERMISSIONS)
    .map((p) => `    <uses-permission android:name="${p}" />`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="${o.packageName}"`,
    `    android:versionCode="${o.versionCode}" android:versionName="${o.versionName}">`,
    `    <uses-sdk android:minSdkVersion="${o.minSdk ?? 21}" android:targetSdkVersion="${o.targetSdk}" />`,
    perms,
    `    <application android:label="${o.appName ?? o.packageName}" android:icon="@mipmap/ic_launcher">`,
    `        <activity android:name="${o.packageName}.MainActivity" android:exported="true" />`,
    '    </application>',
    '</manifest>',
    '',
  ].join('\n');
}

/** A small but realistic base package: manifest, dex, native libraries for each ABI, resources and an icon. */
export function makeSampleBasePackage(o: SampleBaseOptions): Uint8Array {
  const archs = o.architectures ?? ['arm64-v8a', 'armeabi-v7a'];
  const icon = makePng(16, 16, o.iconColor ?? [32, 96, 200]);
  const entries: Entries = {
    [ANDROID_MANIFEST]: strToU8(sampleManifestXml(o)),
    'classes.dex': codeLikeBytes(o.dexSize ?? 32 * 1024, o.versionCode + 7),
    'resources.arsc': pseudoRandomBytes(4 * 1024, o.versionCode + 11),
    'res/icon.png': icon,
    'res/values/strings.xml': strToU8(
      `<resources>\n    <string name="app_name">${o.appName ?? o.packageName}</string>\n</resources>\n`,
    ),
    'assets/config/game.json': strToU8(JSON.stringify({ packageName: o.packageName, versionName: o.versionName })),
    [CHANNEL_PROPERTIES]: strToU8('# channel written by the packaging service\nchannel=official\n'),
  };
  if (o.mipmapIcon !== false) entries['res/mipmap/ic_launcher.png'] = icon;
  archs.forEach((abi, i) => {
    entries[`lib/${abi}/libgame.so`] = pseudoRandomBytes(16 * 1024, o.versionCode * 31 + i);
    entries[`lib/${abi}/libunity.so`] = pseudoRandomBytes(8 * 1024, o.versionCode * 37 + i);
  });
  return pack(entries, o.mtime ?? Date.UTC(2026, 0, 1));
}
