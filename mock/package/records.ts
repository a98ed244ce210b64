/**
 * Records of the channel/SDK screens (/sdk, /check) and of the packaging service (/onlinepack) kept in the
 * embedded backend's store (area 'pack'). Times are epoch milliseconds; file bytes live in the area's blob map.
 */
import type { ChannelParam } from './farmTypes';
import type { CheckItemDef, CheckResult, PackageFacts, SelfCheckReport } from './selfcheck';

export type Switch = 0 | 1;

export interface StoredFile {
  blobId: number;
  name: string;
  size: number;
}

export type IntegrationStatus = 'integrated' | 'debugging' | 'notIntegrated';

/** Major channel / app market. */
export interface AppMarket {
  id: number;
  name: string;
  code: string;
  os: 'Android' | 'iOS' | 'HarmonyOS';
  /** corner-mark image (data URI) */
  cornerMark: string;
  integrationStatus: IntegrationStatus;
  /** 1: under maintenance */
  maintenance: Switch;
  created: number;
  updated: number;
}

/** Channel vendor and the parameters it needs. */
export interface Channel {
  id: number;
  appMarketId: number | null;
  name: string;
  code: string;
  loginVerifyUrl: string;
  payCallbackUrl: string;
  params: ChannelParam[];
  status: Switch;
  created: number;
  updated: number;
}

/** Vendor SDK version; channelId null is the platform's own (aggregate) SDK used with every channel. */
export interface SdkVersion {
  id: number;
  channelId: number | null;
  version: string;
  file: StoredFile | null;
  notes: string;
  uploader: string;
  status: Switch;
  created: number;
}

export type PluginType = 'analytics' | 'push' | 'ads';

export interface Plugin {
  id: number;
  name: string;
  code: string;
  type: PluginType;
  version: string;
  description: string;
  /** the parameter keys each game fills in */
  paramKeys: Array<{ key: string; name: string; required: boolean; secret: boolean }>;
  status: Switch;
  created: number;
  updated: number;
}

/** A game's parameter values for a plugin. */
export interface PluginConfig {
  gameId: number;
  pluginId: number;
  values: Record<string, string>;
  enabled: Switch;
  updated: number;
  updatedBy: string;
}

export interface PackageTool {
  id: number;
  version: string;
  platform: 'Windows' | 'macOS' | 'Linux';
  file: StoredFile;
  notes: string;
  uploader: string;
  created: number;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface BasePackage {
  id: number;
  gameId: number;
  name: string;
  platform: 'Android' | 'iOS';
  version: string;
  /** from the package's manifest when it has one */
  versionCode: number | null;
  packageName: string | null;
  notes: string;
  file: StoredFile;
  icon: StoredFile | null;
  plist: StoredFile | null;
  /** the signing key made from the uploaded keystore */
  signKeyId: number | null;
  status: ReviewStatus;
  reviewComment: string;
  reviewer: string;
  reviewedAt: number | null;
  uploader: string;
  created: number;
}

export interface SignKey {
  id: number;
  gameId: number;
  alias: string;
  fingerprint: string | null;
  /** null: the keystore file is missing (signing fails) */
  keystore: StoredFile | null;
  source: 'upload' | 'seed';
  created: number;
}

/** How to rebuild an output whose bytes are not kept (bulk-seeded history). */
export interface OutputRecipe {
  basePackageId: number;
  channelId: number;
  channelCode: string;
  params: Record<string, string>;
  sdkVersion: string;
  signKeyId: number;
  packedAt: number;
}

export interface PackOutput {
  id: number;
  taskId: number;
  gameId: number;
  channelId: number;
  fileName: string;
  /** null until built (bulk seed) */
  blobId: number | null;
  size: number;
  recipe: OutputRecipe | null;
  created: number;
}

export interface CheckRun {
  id: number;
  gameId: number;
  taskId: number;
  outputId: number;
  channelId: number;
  basePackageId: number;
  pass: boolean;
  summary: SelfCheckReport['summary'];
  results: CheckResult[];
  params: Record<string, unknown> | null;
  facts: PackageFacts | null;
  created: number;
  createdBy: string;
  durationMs: number;
}

export interface CheckItem extends CheckItemDef {
  id: number;
  builtIn: boolean;
  created: number;
  updated: number;
}

/** A game and channel enrolled in the self-check platform. */
export interface Joinup {
  id: number;
  gameId: number;
  channelId: number;
  /** run the self-check on every successful build */
  autoCheck: boolean;
  remark: string;
  created: number;
  createdBy: string;
}
