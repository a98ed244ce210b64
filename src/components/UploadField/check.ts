import { fileTooLarge, fileTooLargeText, FILE_LIMIT_MB } from '@/utils/validate';

/**
 * The size rule for a chosen file (docs/rules.md "File size limit"): over the limit (default 800 MB, 1024*1024 bytes
 * per MB) it is refused before anything is sent, with the "file size cannot exceed NM" message.
 */
export function checkFile(
  file: { size: number } | null | undefined,
  maxMB = FILE_LIMIT_MB,
): { ok: true } | { ok: false; message: string } {
  if (file && fileTooLarge(file, maxMB)) return { ok: false, message: fileTooLargeText(maxMB) };
  return { ok: true };
}

/** antd Form rule for an UploadField value: the same check, so a value set any other way is refused too. */
export function fileSizeRule(maxMB = FILE_LIMIT_MB) {
  return {
    validator: (_: unknown, value: unknown) => {
      const size =
        value && typeof value === 'object' && 'size' in value ? Number((value as { size: unknown }).size) : NaN;
      const r = checkFile(Number.isFinite(size) ? { size } : null, maxMB);
      return r.ok ? Promise.resolve() : Promise.reject(new Error(r.message));
    },
  };
}

/** 1536 → '1.5 KB'; bytes under 1 KB stay bytes. */
export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '-';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
