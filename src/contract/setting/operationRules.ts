/**
 * Rules of operating entities and SMS signatures that the console's forms and the backend share
 * (src/pages/setting/README.md "Operating entities, protocols and SMS signatures"). Each returns the code of the first
 * problem, or null.
 */
export const ENTITY_REGIONS = ['domestic', 'hkmt', 'overseas'] as const;
export type EntityRegion = (typeof ENTITY_REGIONS)[number];

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A mainland licence is the 18-character unified social credit code (GB 32100-2015): digits and capitals without
 * I, O, S, V, Z, the last one a check character (weights 3^i mod 31). Elsewhere: a registration number of 5–30
 * capitals, digits and hyphens.
 */
export function licenceProblem(region: EntityRegion, licence: string): 'format' | 'checksum' | null {
  if (region !== 'domestic') return /^[A-Z0-9][A-Z0-9-]{4,29}$/.test(licence) ? null : 'format';
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(licence)) return 'format';
  const sum = USCC_WEIGHTS.reduce((acc, w, i) => acc + USCC_CHARS.indexOf(licence[i]) * w, 0);
  const check = USCC_CHARS[(31 - (sum % 31)) % 31];
  return licence[17] === check ? null : 'checksum';
}

/** The check character that completes the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  const sum = USCC_WEIGHTS.reduce((acc, w, i) => acc + USCC_CHARS.indexOf(first17[i]) * w, 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** A mainland mobile (11 digits from 13–19) or an international number written +country…, 7–15 digits. */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|\+\d{7,15})$/;

export const SMS_PURPOSES = ['verification', 'notification', 'marketing'] as const;
export const SMS_PROVIDERS = ['aliyun', 'tencent', 'huawei'] as const;
export const SMS_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * An SMS signature as carriers take it: 2–12 characters of Chinese characters, letters and digits, not only digits,
 * without the 【】 brackets the carrier adds itself.
 */
export function signatureProblem(text: string): 'length' | 'brackets' | 'chars' | 'digits' | null {
  const chars = [...text];
  if (chars.length < 2 || chars.length > 12) return 'length';
  if (/[【】[\]]/.test(text)) return 'brackets';
  if (!/^[A-Za-z0-9\u4e00-\u9fa5]+$/.test(text)) return 'chars';
  return /^\d+$/.test(text) ? 'digits' : null;
}
