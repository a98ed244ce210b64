import { useEffect, useState } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { getCheckRun, type CheckDetail } from '@/pages/package/service';

/** The run named by this pane's `?id=` (hidden pages kept alive in tabs read their own address). */
export function useCheckRun(): { id?: number; detail?: CheckDetail; loading: boolean; missing: boolean; reload: () => void } {
  const { query } = usePaneLocation();
  const raw = Number(query.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const [detail, setDetail] = useState<CheckDetail>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    setLoading(true);
    setFailed(false);
    getCheckRun(id)
      .then((res) => live && setDetail(res.data))
      .catch(() => live && (setDetail(undefined), setFailed(true)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, n]);

  return { id, detail: detail && detail.run.id === id ? detail : undefined, loading, missing: !id || failed, reload: () => setN((x) => x + 1) };
}

/** Copies text to the clipboard (the async API where allowed, else a hidden textarea). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
