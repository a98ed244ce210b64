import { message } from 'antd';
import request from 'umi-request';
import { currentSignal } from './abort';
import { envelopeFailure, envelopeKindOf, handleRequestError, isEnvelope, type Envelope } from './errors';
import { buildHeaders } from './headers';
import { TIMEOUT } from './timeout';
import { currentLocale, t } from '../utils/i18n';
import { getChildGameId, getGameId, getToken } from '../utils/storage';

/**
 * Downloads (docs/rules.md "Downloads"): one at a time. While one runs, further requests are ignored; a "loading"
 * warning stays up (no timeout) until the file is saved, then "load complete".
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

/** Answers this small, or without a content type, are looked at for an envelope even when not labelled JSON. */
const SNIFF_LIMIT = 64 * 1024;

/**
 * The envelope a download answered with instead of the file (a refusal, an expired session: HTTP 200 with
 * `{code, msg/tips…}`), or undefined when the answer is the file. A JSON file that is no envelope stays a file.
 */
export async function envelopeIn(blob: Blob, contentType: string | null): Promise<Envelope | undefined> {
  const type = (contentType || blob.type || '').toLowerCase();
  const labelledJson = /[/+]json\b/.test(type);
  const textual = !type || type.startsWith('text/');
  if (!labelledJson && !(textual && blob.size <= SNIFF_LIMIT)) return undefined;
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    return isEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GETs `url` (a full path such as /onlinepack/task/output?id=1) as a blob and saves it as `filename`. An error
 * envelope in place of the file is an error like any other call's (shown once, through the same handler): nothing is
 * saved and "load complete" is not shown.
 */
export interface DownloadOptions {
  /** the child game this file belongs to, sent as X-Child-Game-Id (else the header's choice, CHILD_GAME_ID) */
  childGameId?: string | number | null;
  /** explicit headers win (docs/rules.md "Request headers") */
  headers?: Record<string, string>;
}

export async function download(url: string, filename: string, opts: DownloadOptions = {}): Promise<boolean> {
  if (downloading) return false;
  downloading = true;
  message.warning({ content: t('download.loading'), duration: 0, key: LOADING_KEY });
  try {
    const { headers } = buildHeaders(
      opts.headers,
      { childGameId: opts.childGameId },
      {
        token: getToken(),
        gameId: getGameId(),
        childGameId: getChildGameId(),
        locale: currentLocale(),
      },
    );
    const { data: blob, response } = await request(url, {
      method: 'get',
      headers,
      credentials: 'include',
      responseType: 'blob',
      getResponse: true,
      timeout: TIMEOUT,
      signal: currentSignal(),
    });
    const env = await envelopeIn(blob, response.headers.get('content-type'));
    const failure = env && envelopeFailure(envelopeKindOf(url), env);
    if (failure) throw failure;
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
