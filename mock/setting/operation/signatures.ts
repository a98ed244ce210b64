import { signatureProblem } from '../../../src/contract/setting/operationRules';
import { HOUR, now } from '../../core/clock';
import { defineApi, type ApiContext } from '../../core/defineApi';
import type { Lang } from '../../core/i18n';
import { contains, paginate } from '../../core/paging';
import { writeOpLog } from '../../core/oplogWriter';
import { entityOf } from './entities';
import { ot, rejectText, STATUS_WORDS, OPERATION_MESSAGES } from './messages';
import { nextSeq, operationArea, type Signature } from './state';
import { fail } from '../../core/messageBook';
import { MESSAGES } from '../../core/i18n';

/**
 * /setting/operation/smsList: an entity's SMS signatures. A submitted signature is pending; the carrier's answer
 * arrives REVIEW_MS later by the backend's clock (mock/core/clock.ts), decided by `reviewOutcome` (deterministic) and
 * logged as the carrier's (operator 0). A rejected one can be resubmitted (pending again, the count goes up).
 */
export const REVIEW_MS = 2 * HOUR;
/** Words carriers refuse in a signature (**Choice**: a short list standing in for the carriers' rules). */
export const FORBIDDEN_WORDS = ['官方', '测试', '免费', '中奖', '客服', 'test', 'official', 'free'];
export const CARRIER = { id: 0, name: '短信运营商审核' };

/** What the carrier answers for `s`: approved, or rejected with a reason code and the word it is about. */
export function reviewOutcome(s: Pick<Signature, 'text'>, entityEnabled: boolean) {
  if (!entityEnabled) return { status: 'rejected' as const, code: 'entityDisabled', word: '' };
  const lower = s.text.toLowerCase();
  const word = FORBIDDEN_WORDS.find((w) => lower.includes(w));
  if (word) return { status: 'rejected' as const, code: 'forbiddenWord', word };
  return { status: 'approved' as const, code: '', word: '' };
}

const label = (s: Pick<Signature, 'id' | 'text' | 'provider'>) => `短信签名 #${s.id} ${s.text}（${s.provider}）`;

/** A signature as answers show it, its reason in the operator's language. */
const view = (s: Signature, lang: Lang) => {
  const { rejectCode, rejectWord, ...rest } = s;
  return { ...rest, rejectReason: rejectText(lang, rejectCode, rejectWord) };
};

/** Settles every pending signature whose review time has come (called before each read and write). */
export function settleReviews(at = now()): void {
  const area = operationArea();
  area.signatures.forEach((s) => {
    if (s.status !== 'pending' || s.submittedAt + REVIEW_MS > at) return;
    const before = view(s, 'zh-CN');
    const entity = area.entities.find((x) => x.id === s.entityId);
    const outcome = reviewOutcome(s, entity?.status === 1);
    Object.assign(s, {
      status: outcome.status,
      rejectCode: outcome.code,
      rejectWord: outcome.word,
      decidedAt: s.submittedAt + REVIEW_MS,
    });
    writeOpLog({
      time: s.decidedAt as number,
      operatorId: CARRIER.id,
      operatorName: CARRIER.name,
      gameId: 0,
      module: 'smsSignature',
      action: outcome.status === 'approved' ? 'approve' : 'reject',
      target: label(s),
      before,
      after: view(s, 'zh-CN'),
      result: 'success',
      message: '',
      ip: '',
      durationMs: 0,
    });
  });
}

type Ctx = ApiContext<unknown>;

function checkText(ctx: Ctx, text: string, provider: Signature['provider'], self = 0): void {
  if (signatureProblem(text)) fail(ctx.lang, 'A0400', OPERATION_MESSAGES.signatureFormat);
  const taken = operationArea().signatures.find(
    (s) => s.text === text && s.provider === provider && s.status !== 'rejected' && s.id !== self,
  );
  if (taken)
    fail(ctx.lang, 'A0403', OPERATION_MESSAGES.signatureTaken, {
      text,
      provider,
      id: taken.id,
      status: STATUS_WORDS[taken.status][ctx.lang],
    });
}

function signatureOf(ctx: Ctx, id: number): Signature {
  const row = operationArea().signatures.find((s) => s.id === id);
  if (!row) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: ot(ctx.lang, 'signature'), id });
  return row;
}

export const signaturesApi = {
  'POST /api/setting/smsSignature/page': defineApi('/api/setting/smsSignature/page', (ctx) => {
    const { entityId, text, status, provider, pageNum, pageSize } = ctx.body;
    entityOf(ctx, entityId);
    settleReviews();
    const rows = operationArea()
      .signatures.filter(
        (s) =>
          s.entityId === entityId &&
          contains(s.text, text?.trim()) &&
          (!status || s.status === status) &&
          (!provider || s.provider === provider),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(
      rows.map((s) => view(s, ctx.lang)),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/setting/smsSignature/add': defineApi('/api/setting/smsSignature/add', (ctx) => {
    const b = ctx.body;
    const text = b.text.trim();
    ctx.audit({ target: `短信签名 ${text}（${b.provider}）` });
    const entity = entityOf(ctx, b.entityId);
    if (entity.status !== 1) fail(ctx.lang, 'A0403', OPERATION_MESSAGES.entityDisabled, { id: entity.id });
    settleReviews();
    checkText(ctx, text, b.provider);
    const row: Signature = {
      id: nextSeq('signature'),
      entityId: entity.id,
      text,
      purpose: b.purpose,
      provider: b.provider,
      status: 'pending',
      rejectCode: '',
      rejectWord: '',
      submittedAt: now(),
      submittedBy: ctx.me.name,
      decidedAt: null,
      submissions: 1,
    };
    operationArea().signatures.push(row);
    ctx.audit({ target: label(row), after: view(row, 'zh-CN') });
    return { id: row.id };
  }),

  'POST /api/setting/smsSignature/resubmit': defineApi('/api/setting/smsSignature/resubmit', (ctx) => {
    settleReviews();
    const row = signatureOf(ctx, ctx.body.id);
    ctx.audit({ target: label(row), before: view(row, 'zh-CN') });
    if (row.status !== 'rejected')
      fail(ctx.lang, 'A0403', OPERATION_MESSAGES.notRejected, {
        id: row.id,
        status: STATUS_WORDS[row.status][ctx.lang],
      });
    const text = (ctx.body.text ?? row.text).trim();
    checkText(ctx, text, row.provider, row.id);
    Object.assign(row, {
      text,
      purpose: ctx.body.purpose ?? row.purpose,
      status: 'pending',
      rejectCode: '',
      rejectWord: '',
      submittedAt: now(),
      submittedBy: ctx.me.name,
      decidedAt: null,
      submissions: row.submissions + 1,
    });
    ctx.audit({ target: label(row), after: view(row, 'zh-CN') });
    return null;
  }),
};
