/**
 * Self-check of a built package (src/pages/package/README.md "Package", /package/checkTask): opens the output
 * zip and checks what it finds against the task (package name, version code, channel id, signature, permissions,
 * target SDK, architectures, size change against the previous build of the same channel). The check items and their
 * parameters are the records of the self-check configuration (/check/configuration, "Check"); DEFAULT_CHECK_ITEMS
 * seeds them.
 */
import { readSignature } from './channelPackage';
import { architecturesOf, readChannelJson, readChannelProperty, readManifest, unpack, type Entries } from './zip';

export type Severity = 'error' | 'warning';

export type CheckCode =
  | 'PACKAGE_NAME'
  | 'VERSION_CODE'
  | 'CHANNEL_ID'
  | 'SIGNATURE'
  | 'PERMISSIONS'
  | 'TARGET_SDK'
  | 'ARCHITECTURES'
  | 'SIZE_CHANGE'
  | 'PARAM_PRESENT'
  | 'ENTRY_PRESENT';

/** Rule kinds an administrator can add as new check items (the built-in kinds each have one item). */
export const CUSTOM_KINDS: CheckCode[] = ['PARAM_PRESENT', 'ENTRY_PRESENT'];

export interface CheckItemParam {
  key: string;
  name: string;
  value: string;
}

export interface CheckItemDef {
  code: string;
  /** the rule that runs; defaults to `code` (built-in items) */
  kind?: string;
  name: string;
  category: string;
  rule: string;
  severity: Severity;
  enabled: boolean;
  params: CheckItemParam[];
}

export const DEFAULT_CHECK_ITEMS: CheckItemDef[] = [
  {
    code: 'PACKAGE_NAME',
    name: '包名',
    category: '基础信息',
    rule: '输出包的包名与基础包一致',
    severity: 'error',
    enabled: true,
    params: [],
  },
  {
    code: 'VERSION_CODE',
    name: '版本号',
    category: '基础信息',
    rule: '输出包的 versionCode 与基础包一致',
    severity: 'error',
    enabled: true,
    params: [],
  },
  {
    code: 'CHANNEL_ID',
    name: '渠道号',
    category: '渠道',
    rule: 'assets/channel.json 的 channelId 与任务渠道一致，channel.properties 写入渠道代码',
    severity: 'error',
    enabled: true,
    params: [],
  },
  {
    code: 'SIGNATURE',
    name: '签名指纹',
    category: '签名',
    rule: '签名指纹存在且与签名密钥一致，MANIFEST.MF 的摘要与各文件一致',
    severity: 'error',
    enabled: true,
    params: [],
  },
  {
    code: 'PERMISSIONS',
    name: '敏感权限',
    category: '合规',
    rule: '不得声明禁用权限',
    severity: 'error',
    enabled: true,
    params: [
      {
        key: 'banned',
        name: '禁用权限（逗号分隔）',
        value:
          'android.permission.READ_SMS,android.permission.SEND_SMS,android.permission.READ_CALL_LOG,android.permission.REQUEST_INSTALL_PACKAGES',
      },
    ],
  },
  {
    code: 'TARGET_SDK',
    name: '目标 SDK',
    category: '兼容性',
    rule: 'targetSdkVersion 不低于最低要求',
    severity: 'error',
    enabled: true,
    params: [{ key: 'minTargetSdk', name: '最低 targetSdkVersion', value: '31' }],
  },
  {
    code: 'ARCHITECTURES',
    name: 'CPU 架构',
    category: '兼容性',
    rule: '原生库包含必需的架构',
    severity: 'error',
    enabled: true,
    params: [{ key: 'required', name: '必需架构（逗号分隔）', value: 'arm64-v8a' }],
  },
  {
    code: 'SIZE_CHANGE',
    name: '包体变化',
    category: '包体',
    rule: '与同渠道上一次构建相比，包体变化不超过阈值',
    severity: 'warning',
    enabled: true,
    params: [{ key: 'maxChangePercent', name: '最大变化（%）', value: '20' }],
  },
];

export interface CheckContext {
  /** Package name of the base package (null: only presence is checked). */
  expectedPackageName: string | null;
  expectedVersionCode: number | null;
  channelId: number;
  channelCode: string | null;
  /** Fingerprint of the task's signing key (null: only presence and digest consistency are checked). */
  expectedFingerprint: string | null;
  /** Output size of the previous successful build of the same channel, or null when there is none. */
  previousSize: number | null;
}

export interface CheckResult {
  code: string;
  name: string;
  category: string;
  expected: string;
  actual: string;
  pass: boolean;
  severity: Severity;
}

export interface PackageFacts {
  packageName: string | null;
  versionCode: number | null;
  versionName: string | null;
  targetSdk: number | null;
  minSdk: number | null;
  permissions: string[];
  architectures: string[];
  channelCode: string | null;
  signatureAlias: string | null;
  fingerprint: string | null;
  size: number;
  entryCount: number;
}

export interface SelfCheckReport {
  pass: boolean;
  summary: { total: number; passed: number; failed: number; errors: number; warnings: number };
  results: CheckResult[];
  /** The raw parameter JSON found in the package (assets/channel.json), or null. */
  params: Record<string, unknown> | null;
  facts: PackageFacts | null;
}

function param(item: CheckItemDef, key: string, fallback: string): string {
  const p = item.params.find((x) => x.key === key);
  return p && p.value.trim() !== '' ? p.value.trim() : fallback;
}

function list(text: string): string[] {
  return text
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function mb(n: number): string {
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

type Runner = (item: CheckItemDef) => Omit<CheckResult, 'code' | 'name' | 'category' | 'severity'>;

function runners(entries: Entries, size: number, ctx: CheckContext): Record<CheckCode, Runner> {
  const manifest = readManifest(entries);
  const channelJson = readChannelJson(entries);
  const sig = readSignature(entries);
  return {
    PACKAGE_NAME: () => {
      const actual = manifest?.packageName ?? null;
      const expected = ctx.expectedPackageName;
      return {
        expected: expected ?? '存在',
        actual: actual ?? '缺失',
        pass: actual !== null && (expected === null || actual === expected),
      };
    },
    VERSION_CODE: () => {
      const actual = manifest?.versionCode ?? null;
      const expected = ctx.expectedVersionCode;
      return {
        expected: expected === null ? '存在' : String(expected),
        actual: actual === null ? '缺失' : String(actual),
        pass: actual !== null && (expected === null || actual === expected),
      };
    },
    CHANNEL_ID: () => {
      const id = channelJson?.channelId;
      const code = readChannelProperty(entries);
      const idOk = id === ctx.channelId;
      const codeOk = ctx.channelCode === null || code === ctx.channelCode;
      const expected = ctx.channelCode === null ? String(ctx.channelId) : `${ctx.channelId} (${ctx.channelCode})`;
      const actual =
        id === undefined || id === null ? '缺失 assets/channel.json 的 channelId' : `${String(id)} (${code ?? '-'})`;
      return { expected, actual, pass: idOk && codeOk };
    },
    SIGNATURE: () => {
      const expected = ctx.expectedFingerprint ?? '存在且与 MANIFEST.MF 摘要一致';
      if (!sig.present || !sig.fingerprint) return { expected, actual: '未签名', pass: false };
      const problems: string[] = [];
      if (!sig.manifestDigestOk) problems.push('签名文件与 MANIFEST.MF 不一致');
      if (sig.mismatched.length) problems.push(`摘要不一致: ${sig.mismatched.join(', ')}`);
      if (sig.missing.length) problems.push(`清单中的文件缺失: ${sig.missing.join(', ')}`);
      if (ctx.expectedFingerprint && ctx.expectedFingerprint !== sig.fingerprint) problems.push('指纹与签名密钥不符');
      const actual = problems.length ? `${sig.fingerprint}（${problems.join('；')}）` : sig.fingerprint;
      return { expected, actual, pass: problems.length === 0 };
    },
    PERMISSIONS: (item) => {
      const banned = list(param(item, 'banned', ''));
      const found = (manifest?.permissions ?? []).filter((p) => banned.includes(p));
      return {
        expected: banned.length ? `不含 ${banned.join(', ')}` : '无禁用权限',
        actual: found.length ? found.join(', ') : `无禁用权限（共 ${manifest?.permissions.length ?? 0} 项权限）`,
        pass: manifest !== null && found.length === 0,
      };
    },
    TARGET_SDK: (item) => {
      const min = Number(param(item, 'minTargetSdk', '0'));
      const actual = manifest?.targetSdk ?? null;
      return {
        expected: `≥ ${min}`,
        actual: actual === null ? '缺失' : String(actual),
        pass: actual !== null && actual >= min,
      };
    },
    ARCHITECTURES: (item) => {
      const required = list(param(item, 'required', 'arm64-v8a'));
      const archs = architecturesOf(entries);
      const missing = required.filter((a) => !archs.includes(a));
      return {
        expected: `包含 ${required.join(', ')}`,
        actual: archs.length ? archs.join(', ') : '无原生库',
        pass: missing.length === 0,
      };
    },
    SIZE_CHANGE: (item) => {
      const maxPct = Number(param(item, 'maxChangePercent', '20'));
      if (ctx.previousSize === null || ctx.previousSize <= 0) {
        return { expected: `±${maxPct}%`, actual: `${mb(size)}（无上一次构建）`, pass: true };
      }
      const pct = ((size - ctx.previousSize) / ctx.previousSize) * 100;
      const sign = pct >= 0 ? '+' : '';
      return {
        expected: `±${maxPct}%`,
        actual: `${sign}${pct.toFixed(1)}%（${mb(ctx.previousSize)} → ${mb(size)}）`,
        pass: Math.abs(pct) <= maxPct,
      };
    },
    PARAM_PRESENT: (item) => {
      const keys = list(param(item, 'keys', ''));
      const missing = keys.filter((k) => {
        const v = channelJson?.[k];
        return v === undefined || v === null || v === '';
      });
      return {
        expected: `assets/channel.json 含 ${keys.join(', ') || '-'}`,
        actual: missing.length ? `缺少 ${missing.join(', ')}` : '全部存在',
        pass: channelJson !== null && missing.length === 0,
      };
    },
    ENTRY_PRESENT: (item) => {
      const paths = list(param(item, 'paths', ''));
      const missing = paths.filter((p) => !entries[p]);
      return {
        expected: `包含 ${paths.join(', ') || '-'}`,
        actual: missing.length ? `缺少 ${missing.join(', ')}` : '全部存在',
        pass: missing.length === 0,
      };
    },
  };
}

function isCheckCode(code: string, table: Record<CheckCode, Runner>): code is CheckCode {
  return Object.hasOwn(table, code);
}

function summarize(results: CheckResult[]): SelfCheckReport['summary'] {
  const failed = results.filter((r) => !r.pass);
  return {
    total: results.length,
    passed: results.length - failed.length,
    failed: failed.length,
    errors: failed.filter((r) => r.severity === 'error').length,
    warnings: failed.filter((r) => r.severity === 'warning').length,
  };
}

/** Runs the enabled check items on the package bytes. A package that cannot be opened fails one ARCHIVE check. */
export function runSelfCheck(
  bytes: Uint8Array,
  ctx: CheckContext,
  items: CheckItemDef[] = DEFAULT_CHECK_ITEMS,
): SelfCheckReport {
  let entries: Entries;
  try {
    entries = unpack(bytes);
  } catch (e) {
    const results: CheckResult[] = [
      {
        code: 'ARCHIVE',
        name: '安装包',
        category: '基础信息',
        expected: '可解压的 zip 安装包',
        actual: e instanceof Error ? e.message : String(e),
        pass: false,
        severity: 'error',
      },
    ];
    return { pass: false, summary: summarize(results), results, params: null, facts: null };
  }
  const table = runners(entries, bytes.length, ctx);
  const results: CheckResult[] = items
    .filter((item) => item.enabled)
    .map((item) => {
      const base = { code: item.code, name: item.name, category: item.category, severity: item.severity };
      const kind = item.kind || item.code;
      if (!isCheckCode(kind, table)) {
        return { ...base, expected: '-', actual: `未知的检查规则 ${kind}`, pass: false };
      }
      return { ...base, ...table[kind](item) };
    });
  const manifest = readManifest(entries);
  const sig = readSignature(entries);
  const facts: PackageFacts = {
    packageName: manifest?.packageName ?? null,
    versionCode: manifest?.versionCode ?? null,
    versionName: manifest?.versionName ?? null,
    targetSdk: manifest?.targetSdk ?? null,
    minSdk: manifest?.minSdk ?? null,
    permissions: manifest?.permissions ?? [],
    architectures: architecturesOf(entries),
    channelCode: readChannelProperty(entries),
    signatureAlias: sig.alias,
    fingerprint: sig.fingerprint,
    size: bytes.length,
    entryCount: Object.keys(entries).length,
  };
  const summary = summarize(results);
  return { pass: summary.errors === 0, summary, results, params: readChannelJson(entries), facts };
}
