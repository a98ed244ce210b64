/**
 * What each build step really does to the package (zip.ts), and the log lines it writes. A step either returns its
 * log lines or throws a StepFailure whose message is the build log's error line.
 */
import type { FarmInputs, LogLevel, PackTask, StepKey } from './farmTypes';
import { readSignature, signEntries } from './channelPackage';
import {
  architecturesOf,
  isZip,
  pack,
  readChannelJson,
  readManifest,
  replaceIcon,
  unpack,
  writeChannelParams,
  type Entries,
} from './zip';

export class StepFailure extends Error {}

/** The task's working directory while it runs. */
export interface WorkDir {
  attempt: number;
  entries: Entries;
  size: number;
  sdkVersion: string;
  channelCode: string;
  channelName: string;
}

export interface StepOutcome {
  lines: Array<{ level: LogLevel; text: string }>;
  /** set by the last step */
  output?: Uint8Array;
}

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`);

function need<T>(v: T | null | undefined, message: string): T {
  if (v === null || v === undefined) throw new StepFailure(message);
  return v;
}

function attempt<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof StepFailure) throw e;
    throw new StepFailure(e instanceof Error ? e.message : String(e));
  }
}

export function runStep(
  step: StepKey,
  task: PackTask,
  work: WorkDir | undefined,
  inputs: FarmInputs,
  now: number,
): { work: WorkDir; outcome: StepOutcome } {
  if (step === 'unpack') {
    const base = need(inputs.basePackage(task.basePackageId), `基础包 #${task.basePackageId} 不存在或已删除`);
    const bytes = need(base.bytes, `基础包 ${base.name} 没有安装包文件`);
    const entries = attempt(() => unpack(bytes));
    const m = readManifest(entries);
    const next: WorkDir = {
      attempt: task.attempt,
      entries,
      size: bytes.length,
      sdkVersion: '',
      channelCode: '',
      channelName: '',
    };
    return {
      work: next,
      outcome: {
        lines: [
          { level: 'info', text: `解包 ${base.name}：${Object.keys(entries).length} 个文件，${kb(bytes.length)}` },
          {
            level: 'info',
            text: m
              ? `包名 ${m.packageName ?? '-'}，versionCode ${m.versionCode ?? '-'}，targetSdk ${m.targetSdk ?? '-'}，架构 ${architecturesOf(entries).join(', ') || '-'}`
              : '未找到 AndroidManifest.xml（非 Android 包）',
          },
        ],
      },
    };
  }
  const w = need(work, '工作目录丢失');
  if (step === 'mergeResources') {
    const channel = need(inputs.channel(task.channelId), `渠道 #${task.channelId} 不存在或已删除`);
    const sdk = need(inputs.sdkVersion(task.sdkVersionId), `渠道 SDK 版本 #${task.sdkVersionId} 不存在或已删除`);
    const entries: Entries = { ...w.entries };
    const lines: StepOutcome['lines'] = [];
    const mergeSdk = (label: string, version: string, bytes: Uint8Array | null) => {
      let merged = 0;
      if (bytes && isZip(bytes)) {
        const sdkEntries = attempt(() => unpack(bytes));
        Object.keys(sdkEntries)
          .filter((n) => /^(assets|res|lib)\//.test(n))
          .forEach((n) => {
            entries[n] = sdkEntries[n];
            merged += 1;
          });
      }
      lines.push({ level: 'info', text: `合并${label} ${version}：${merged} 个资源文件` });
      return merged;
    };
    const mergedSelected = mergeSdk(' SDK', sdk.version, sdk.bytes);
    const vendor = inputs.channelSdk ? inputs.channelSdk(channel.id) : null;
    let mergedVendor = 0;
    if (vendor && vendor.id !== sdk.id)
      mergedVendor = mergeSdk(`渠道 ${channel.name} 厂商 SDK`, vendor.version, vendor.bytes);
    entries[`assets/channel_sdk/${channel.code}.json`] = new TextEncoder().encode(
      JSON.stringify({
        channel: channel.code,
        sdkVersion: sdk.version,
        vendorSdkVersion: vendor && vendor.id !== sdk.id ? vendor.version : null,
        mergedFiles: mergedSelected + mergedVendor,
      }),
    );
    lines.push({ level: 'info', text: `写入渠道资源 assets/channel_sdk/${channel.code}.json（${channel.name}）` });
    return {
      work: { ...w, entries, sdkVersion: sdk.version, channelCode: channel.code, channelName: channel.name },
      outcome: { lines },
    };
  }
  if (step === 'writeParams') {
    const channel = need(inputs.channel(task.channelId), `渠道 #${task.channelId} 不存在或已删除`);
    const packaged = channel.params.filter((p) => p.usedBy !== 'server');
    const missing = packaged.filter((p) => p.required && p.value.trim() === '').map((p) => p.key);
    if (missing.length) throw new StepFailure(`渠道 ${channel.name} 缺少必填参数 ${missing.join(', ')}`);
    const params: Record<string, string> = {};
    packaged
      .filter((p) => p.value.trim() !== '')
      .forEach((p) => {
        params[p.key] = p.value.trim();
      });
    const entries = writeChannelParams(w.entries, {
      channelId: channel.id,
      channelCode: channel.code,
      params,
      sdkVersion: w.sdkVersion,
      packedAt: now,
    });
    return {
      work: { ...w, entries, channelCode: channel.code, channelName: channel.name },
      outcome: {
        lines: [
          {
            level: 'info',
            text: `写入 ${Object.keys(params).length} 个参数到 assets/channel.json（${Object.keys(params).join(', ') || '无'}），channel=${channel.code}`,
          },
        ],
      },
    };
  }
  if (step === 'replaceIcon') {
    const base = need(inputs.basePackage(task.basePackageId), `基础包 #${task.basePackageId} 不存在或已删除`);
    if (!base.icon || base.icon.length === 0) {
      return { work: w, outcome: { lines: [{ level: 'info', text: '未上传图标，保留基础包原图标' }] } };
    }
    const icon = base.icon;
    const r = attempt(() => replaceIcon(w.entries, icon));
    return {
      work: { ...w, entries: r.entries },
      outcome: { lines: [{ level: 'info', text: `替换图标：${r.replaced.join(', ')}（${kb(icon.length)}）` }] },
    };
  }
  if (step === 'repack') {
    const bytes = pack(w.entries, now);
    return {
      work: { ...w, size: bytes.length },
      outcome: {
        lines: [
          { level: 'info', text: `重新打包：${Object.keys(w.entries).length} 个文件，${kb(bytes.length)}（未签名）` },
        ],
      },
    };
  }
  if (step === 'sign') {
    const key = need(inputs.signKey(task.signKeyId), `签名密钥 #${task.signKeyId} 不存在或已删除`);
    const entries = attempt(() => signEntries(w.entries, { alias: key.alias, keystore: key.keystore }, now));
    const sig = readSignature(entries);
    return {
      work: { ...w, entries },
      outcome: {
        lines: [
          { level: 'info', text: `使用密钥 ${key.alias} 签名（v1 摘要 SHA-256）` },
          { level: 'info', text: `证书指纹 ${sig.fingerprint ?? '-'}` },
        ],
      },
    };
  }
  // verify: the signature and the parameters, then the final archive
  const sig = readSignature(w.entries);
  if (!sig.present || sig.mismatched.length || sig.missing.length || !sig.manifestDigestOk) {
    throw new StepFailure(`签名校验失败：${sig.mismatched.concat(sig.missing).join(', ') || '签名文件缺失'}`);
  }
  const json = readChannelJson(w.entries);
  if (!json || json.channelId !== task.channelId) {
    throw new StepFailure(
      `渠道参数校验失败：channelId 应为 ${task.channelId}，实际 ${String(json?.channelId ?? '缺失')}`,
    );
  }
  const bytes = pack(w.entries, now);
  return {
    work: { ...w, size: bytes.length },
    outcome: {
      lines: [{ level: 'info', text: `校验通过：签名摘要一致，channelId=${task.channelId}，输出 ${kb(bytes.length)}` }],
      output: bytes,
    },
  };
}
