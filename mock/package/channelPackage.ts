/**
 * A channel package: the base package with the channel's parameters written in, the icon replaced when one is given,
 * and a simulated signature (META-INF/MANIFEST.MF digests, a .SF over the manifest and a .RSA block naming the key).
 */
import { strFromU8, strToU8 } from 'fflate';
import {
  fingerprintOf,
  MANIFEST_MF,
  pack,
  replaceIcon,
  sha256Base64,
  unpack,
  writeChannelParams,
  type ChannelPayload,
  type Entries,
} from './zip';

// ---------------------------------------------------------------------------------------------------------------------
// Simulated signing

export interface SignKeyInput {
  alias: string;
  /** The keystore file; signing is refused without it. */
  keystore: Uint8Array | null;
}

export interface SignatureInfo {
  alias: string | null;
  fingerprint: string | null;
  signedAt: number | null;
  /** Entries whose digest in MANIFEST.MF is missing or differs from the bytes. */
  mismatched: string[];
  /** Entries listed in MANIFEST.MF that the archive does not hold. */
  missing: string[];
  /** The .SF's digest of MANIFEST.MF matches. */
  manifestDigestOk: boolean;
  present: boolean;
}

const isSignatureFile = (name: string) => name === MANIFEST_MF || /^META-INF\/[^/]+\.(SF|RSA|DSA|EC)$/i.test(name);

function sigBaseName(alias: string): string {
  const base = alias
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '_')
    .slice(0, 8);
  return base || 'CERT';
}

function parseManifestDigests(text: string): Map<string, string> {
  const map = new Map<string, string>();
  text
    .replace(/\r/g, '')
    .split('\n\n')
    .forEach((section) => {
      const name = /^Name: (.+)$/m.exec(section);
      const digest = /^SHA-256-Digest: (.+)$/m.exec(section);
      if (name && digest) map.set(name[1], digest[1]);
    });
  return map;
}

/** Removes any old signature, then writes MANIFEST.MF (a digest per entry), <ALIAS>.SF and <ALIAS>.RSA. */
export function signEntries(entries: Entries, key: SignKeyInput, signedAt: number): Entries {
  if (!key.keystore || key.keystore.length === 0) throw new Error(`签名密钥 ${key.alias} 的 keystore 文件缺失`);
  const next: Entries = {};
  Object.keys(entries)
    .filter((n) => !isSignatureFile(n))
    .forEach((n) => {
      next[n] = entries[n];
    });
  const sections = Object.keys(next)
    .sort()
    .map((n) => `Name: ${n}\nSHA-256-Digest: ${sha256Base64(next[n])}\n`);
  const manifest = `Manifest-Version: 1.0\nCreated-By: onlinepack-farm (simulated)\n\n${sections.join('\n')}`;
  const manifestBytes = strToU8(manifest);
  const base = sigBaseName(key.alias);
  const sf = `Signature-Version: 1.0\nCreated-By: onlinepack-farm (simulated)\nSHA-256-Digest-Manifest: ${sha256Base64(manifestBytes)}\n`;
  const block = {
    alias: key.alias,
    fingerprint: fingerprintOf(key.keystore),
    algorithm: 'SHA256withRSA (simulated)',
    signedAt,
  };
  next[MANIFEST_MF] = manifestBytes;
  next[`META-INF/${base}.SF`] = strToU8(sf);
  next[`META-INF/${base}.RSA`] = strToU8(JSON.stringify(block));
  return next;
}

/** Reads the simulated signature and checks every digest against the bytes. */
export function readSignature(entries: Entries): SignatureInfo {
  const info: SignatureInfo = {
    alias: null,
    fingerprint: null,
    signedAt: null,
    mismatched: [],
    missing: [],
    manifestDigestOk: false,
    present: false,
  };
  const manifestBytes = entries[MANIFEST_MF];
  const rsaName = Object.keys(entries).find((n) => /^META-INF\/[^/]+\.RSA$/i.test(n));
  if (!manifestBytes || !rsaName) return info;
  info.present = true;
  try {
    const block: unknown = JSON.parse(strFromU8(entries[rsaName]));
    if (block !== null && typeof block === 'object') {
      const b = block as Record<string, unknown>;
      info.alias = typeof b.alias === 'string' ? b.alias : null;
      info.fingerprint = typeof b.fingerprint === 'string' && b.fingerprint ? b.fingerprint : null;
      info.signedAt = typeof b.signedAt === 'number' ? b.signedAt : null;
    }
  } catch {
    // an unreadable block leaves alias and fingerprint empty
  }
  const sfName = rsaName.replace(/\.RSA$/i, '.SF');
  const sf = entries[sfName] ? strFromU8(entries[sfName]) : '';
  const sfDigest = /^SHA-256-Digest-Manifest: (.+)$/m.exec(sf);
  info.manifestDigestOk = Boolean(sfDigest && sfDigest[1] === sha256Base64(manifestBytes));
  const digests = parseManifestDigests(strFromU8(manifestBytes));
  Object.keys(entries)
    .filter((n) => !isSignatureFile(n))
    .sort()
    .forEach((n) => {
      if (digests.get(n) !== sha256Base64(entries[n])) info.mismatched.push(n);
    });
  digests.forEach((_d, n) => {
    if (!entries[n]) info.missing.push(n);
  });
  return info;
}

// ---------------------------------------------------------------------------------------------------------------------
// Whole pipeline

export interface ChannelBuildInput extends ChannelPayload {
  icon?: Uint8Array | null;
  key: SignKeyInput;
}

/** Base package bytes → signed channel package bytes (the farm runs the same parts step by step). */
export function writeChannelPackage(base: Uint8Array, input: ChannelBuildInput): Uint8Array {
  let entries = writeChannelParams(unpack(base), input);
  if (input.icon && input.icon.length > 0) entries = replaceIcon(entries, input.icon).entries;
  entries = signEntries(entries, input.key, input.packedAt);
  return pack(entries, input.packedAt);
}
