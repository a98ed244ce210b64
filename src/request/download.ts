import { message } from 'antd';
import request from 'umi-request';
import { currentSignal } from './abort';
import { handleRequestError } from './errors';
import { buildHeaders } from './headers';
import { currentLocale, t } from '../utils/i18n';
import { getChildGameId, getGameId, getToken } from '../utils/storage';

/**
 * Downloads (spec §4, §7): one at a time. While one runs, further requests are ignored; a "loading" warning stays up
 * (no timeout) until the file is saved, then "load complete".
 */
let downloading = false;
const LOADING_KEY = 'download-loading';

export function isDownloading() {
  return downloading;
}

export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** GETs `url` (a full path such as /onlinepack/task/output?id=1) as a blob and saves it as `filename`. */
export async function download(url: string, filename: string): Promise<boolean> {
  if (downloading) return false;
  downloading = true;
  message.warning({ content: t('download.loading'), duration: 0, key: LOADING_KEY });
  try {
    const { headers } = buildHeaders(undefined, {}, {
      token: getToken(),
      gameId: getGameId(),
      childGameId: getChildGameId(),
      locale: currentLocale(),
    });
    const blob: Blob = await request(url, {
      method: 'get',
      headers,
      credentials: 'include',
      responseType: 'blob',
      signal: currentSignal(),
    });
    saveBlob(blob, filename);
    message.success({ content: t('download.done'), key: LOADING_KEY });
    return true;
  } catch (e) {
    message.destroy(LOADING_KEY);
    handleRequestError(e);
    return false;
  } finally {
    downloading = false;
  }
}
