/**
 * Package bytes for the packaging simulation: a base package is a zip archive (as an APK is). This file reads and
 * writes archives, their digests, the manifest and the channel parameters; channelPackage.ts signs and builds a
 * channel package, samples.ts makes sample packages and images.
 */
import { createHash } from 'node:crypto';
import { deflateSync, strFromU8, strToU8, unzipSync } from 'fflate';

/** Entry name → bytes. Directory entries are left out. */
export type Entries = Record<string, Uint8Array>;

export const CHANNEL_JSON = 'assets/channel.json';
export const CHANNEL_PROPERTIES = 'META-INF/channel.properties';
export const MANIFEST_MF = 'META-INF/MANIFEST.MF';
export const ANDROID_MANIFEST = 'AndroidManifest.xml';
export const ICON_PATHS = ['res/icon.png', 'res/mipmap/ic_launcher.png'] as const;

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// ---------------------------------------------------------------------------------------------------------------------
// Reading and writing archives

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Archives already unpacked (base packages and SDKs are unpacked for every build); entries are never mutated. */
const UNPACKED = new WeakMap<Uint8Array, Entries>();

/**
 * Unpacks a zip; throws an Error with a readable message when the bytes are not a zip archive. Returns a fresh
 * record (callers may add or replace entries) whose entry bytes must be treated as read-only.
 */
export function unpack(bytes: Uint8Array): Entries {
  const hit = UNPACKED.get(bytes);
  if (hit) return { ...hit };
  if (!isZip(bytes)) throw new Error('不是 zip 格式的安装包');
  let raw: Entries;
  try {
    raw = unzipSync(bytes);
  } catch (e) {
    throw new Error(`安装包无法解压: ${e instanceof Error ? e.message : String(e)}`);
  }
  const out: Entries = {};
  Object.keys(raw)
    .filter((name) => !name.endsWith('/'))
    .forEach((name) => {
      out[name] = raw[name];
    });
  UNPACKED.set(bytes, out);
  return { ...out };
}

const STORED_SUFFIXES = ['.png', '.so', '.jpg', '.webp', '.arsc'];

interface Compressed {
  method: 0 | 8;
  crc: number;
  data: Uint8Array;
}

/**
 * Compressed entries by content: a channel build re-packs the same dex and libraries again and again, so each
 * distinct content is deflated once (bounded, oldest dropped first).
 */
const COMPRESSED = new Map<string, Compressed>();
const COMPRESSED_MAX = 2000;
const COMPRESSED_BY_REF = new WeakMap<Uint8Array, Partial<Record<'s' | 'd', Compressed>>>();

function compress(bytes: Uint8Array, stored: boolean): Compressed {
  const byRef = COMPRESSED_BY_REF.get(bytes) ?? {};
  const ref = byRef[stored ? 's' : 'd'];
  if (ref) return ref;
  const out = compressByContent(bytes, stored);
  byRef[stored ? 's' : 'd'] = out;
  COMPRESSED_BY_REF.set(bytes, byRef);
  return out;
}

function compressByContent(bytes: Uint8Array, stored: boolean): Compressed {
  const key = `${stored ? 's' : 'd'}${createHash('sha1').update(bytes).digest('base64')}`;
  const hit = COMPRESSED.get(key);
  if (hit) return hit;
  const crc = crc32(bytes);
  let out: Compressed = { method: 0, crc, data: bytes };
  if (!stored && bytes.length > 0) {
    const deflated = deflateSync(bytes, { level: 6 });
    if (deflated.length < bytes.length) out = { method: 8, crc, data: deflated };
  }
  COMPRESSED.set(key, out);
  if (COMPRESSED.size > COMPRESSED_MAX) {
    const oldest = COMPRESSED.keys().next().value;
    if (oldest !== undefined) COMPRESSED.delete(oldest);
  }
  return out;
}

/** MS-DOS date and time of an epoch (UTC fields, so the bytes do not depend on the machine's time zone). */
function dosDateTime(ms: number): { time: number; date: number } {
  const d = new Date(Math.max(ms, Date.UTC(1980, 0, 1)));
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * Packs entries in name order (stable output) into a zip archive: media and native libraries stored, the rest
 * deflated. (A small writer of its own over fflate's deflate, so repeated contents are compressed once.)
 */
export function pack(entries: Entries, mtime: number): Uint8Array {
  const { time, date } = dosDateTime(mtime);
  const enc = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  const names = Object.keys(entries).sort();
  names.forEach((name) => {
    const raw = entries[name];
    const c = compress(
      raw,
      STORED_SUFFIXES.some((x) => name.endsWith(x)),
    );
    const nameBytes = enc.encode(name);
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, 0x0800, true);
    lv.setUint16(8, c.method, true);
    lv.setUint16(10, time, true);
    lv.setUint16(12, date, true);
    lv.setUint32(14, c.crc, true);
    lv.setUint32(18, c.data.length, true);
    lv.setUint32(22, raw.length, true);
    lv.setUint16(26, nameBytes.length, true);
    lv.setUint16(28, 0, true);
    local.set(nameBytes, 30);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, 0x0800, true);
    cv.setUint16(10, c.method, true);
    cv.setUint16(12, time, true);
    cv.setUint16(14, date, true);
    cv.setUint32(16, c.crc, true);
    cv.setUint32(20, c.data.length, true);
    cv.setUint32(24, raw.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local, c.data);
    centrals.push(central);
    offset += local.length + c.data.length;
  });
  const cdSize = centrals.reduce((n, x) => n + x.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, names.length, true);
  ev.setUint16(10, names.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + cdSize + end.length);
  let at = 0;
  [...locals, ...centrals, end].forEach((part) => {
    out.set(part, at);
    at += part.length;
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// Digests and fingerprints

const DIGESTS = new WeakMap<Uint8Array, string>();

/** SHA-256 in base64 (remembered per byte array: entries are read-only). */
export function sha256Base64(bytes: Uint8Array): string {
  const hit = DIGESTS.get(bytes);
  if (hit) return hit;
  const digest = createHash('sha256').update(bytes).digest('base64');
  DIGESTS.set(bytes, digest);
  return digest;
}

/** Keystore fingerprint as keytool prints it: SHA-256, upper-case hex pairs joined by ':'. */
export function fingerprintOf(keystore: Uint8Array): string {
  const hex = createHash('sha256').update(keystore).digest('hex').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? '';
}

// ---------------------------------------------------------------------------------------------------------------------
// AndroidManifest.xml (kept as text in this simulation)

export interface ManifestInfo {
  packageName: string | null;
  versionCode: number | null;
  versionName: string | null;
  minSdk: number | null;
  targetSdk: number | null;
  permissions: string[];
  label: string | null;
}

function attr(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  return m ? m[1] : null;
}

function intOrNull(v: string | null): number | null {
  if (v === null || !/^\d+$/.test(v)) return null;
  return Number(v);
}

export function parseAndroidManifest(xml: string): ManifestInfo {
  const permissions: string[] = [];
  const re = /<uses-permission\s+[^>]*android:name="([^"]+)"/g;
  let m = re.exec(xml);
  while (m) {
    permissions.push(m[1]);
    m = re.exec(xml);
  }
  return {
    packageName: attr(xml, /<manifest\b[^>]*\spackage="([^"]+)"/),
    versionCode: intOrNull(attr(xml, /android:versionCode="([^"]+)"/)),
    versionName: attr(xml, /android:versionName="([^"]+)"/),
    minSdk: intOrNull(attr(xml, /android:minSdkVersion="([^"]+)"/)),
    targetSdk: intOrNull(attr(xml, /android:targetSdkVersion="([^"]+)"/)),
    permissions,
    label: attr(xml, /<application\b[^>]*android:label="([^"]+)"/),
  };
}

export function readManifest(entries: Entries): ManifestInfo | null {
  const bytes = entries[ANDROID_MANIFEST];
  return bytes ? parseAndroidManifest(strFromU8(bytes)) : null;
}

/** ABIs that ship native libraries (lib/<abi>/…). */
export function architecturesOf(entries: Entries): string[] {
  const set = new Set<string>();
  Object.keys(entries).forEach((name) => {
    const m = /^lib\/([^/]+)\//.exec(name);
    if (m) set.add(m[1]);
  });
  return Array.from(set).sort();
}

// ---------------------------------------------------------------------------------------------------------------------
// Channel parameters

export interface ChannelPayload {
  channelId: number;
  channelCode: string;
  /** Parameters written into the package (client and build parameters; server secrets never go in). */
  params: Record<string, string>;
  sdkVersion: string;
  packedAt: number;
}

/** Writes assets/channel.json and the `channel=<code>` line of META-INF/channel.properties. */
export function writeChannelParams(entries: Entries, payload: ChannelPayload): Entries {
  const json = {
    channelId: payload.channelId,
    channelCode: payload.channelCode,
    ...payload.params,
    sdkVersion: payload.sdkVersion,
    packedAt: payload.packedAt,
  };
  const next: Entries = { ...entries, [CHANNEL_JSON]: strToU8(`${JSON.stringify(json, null, 2)}\n`) };
  const oldProps = entries[CHANNEL_PROPERTIES] ? strFromU8(entries[CHANNEL_PROPERTIES]) : '';
  const lines = oldProps.split(/\r?\n/).filter((l) => l.trim() !== '' && !/^\s*channel\s*=/.test(l));
  lines.push(`channel=${payload.channelCode}`);
  next[CHANNEL_PROPERTIES] = strToU8(`${lines.join('\n')}\n`);
  return next;
}

export function readChannelJson(entries: Entries): Record<string, unknown> | null {
  const bytes = entries[CHANNEL_JSON];
  if (!bytes) return null;
  try {
    const v: unknown = JSON.parse(strFromU8(bytes));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readChannelProperty(entries: Entries): string | null {
  const bytes = entries[CHANNEL_PROPERTIES];
  if (!bytes) return null;
  const m = /^\s*channel\s*=\s*(.*?)\s*$/m.exec(strFromU8(bytes));
  return m ? m[1] : null;
}

/** Replaces res/icon.png (always) and res/mipmap/ic_launcher.png (when the base has it). Returns the paths written. */
export function replaceIcon(entries: Entries, icon: Uint8Array): { entries: Entries; replaced: string[] } {
  if (!isPng(icon)) throw new Error('图标不是有效的 PNG 文件');
  const next: Entries = { ...entries, [ICON_PATHS[0]]: icon };
  const replaced: string[] = [ICON_PATHS[0]];
  if (entries[ICON_PATHS[1]]) {
    next[ICON_PATHS[1]] = icon;
    replaced.push(ICON_PATHS[1]);
  }
  return { entries: next, replaced };
}

/** CRC-32 of zip entries and PNG chunks. */
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
