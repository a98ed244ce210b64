/**
 * The platform's own configuration several areas read and write: dictionaries, app keys, common config values
 * (/unity, /dic, /setting/interfaceInfo, /pay, the welcome page), and its messages.
 */
export { PLATFORM_MESSAGES, type PlatformMessageKey } from './messages';
export { normaliseRsaPublicKey, rsaFingerprint, SEED_RSA_KEYS } from './rsa';
export {
  nextPlatformId,
  platformState,
  secretFrom,
  type AppKey,
  type CommonConfig,
  type ConfigType,
  type DictItem,
  type DictType,
} from './state';
