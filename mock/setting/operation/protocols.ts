import { missingSections, sectionTitle, TEMPLATE_LANGS } from '../../../src/contract/setting/protocolTemplates';
import { cleanProtocol } from '../../../src/utils/protocolContent';
import { now } from '../../core/clock';
import { ApiError, checkBaseVersion, defineApi, type ApiContext } from '../../core/defineApi';
import { recordVersion } from '../../history/index';
import { validationTips, MESSAGES } from '../../core/i18n';
import { paginate } from '../../core/paging';
import { writeOpLog } from '../../core/oplogWriter';
import { entityOf } from './entities';
import { ot, STATUS_WORDS, TEMPLATE_WORDS, OPERATION_MESSAGES } from './messages';
import { commitProtocol, nextVersion } from './protocolStore';
import { nextSeq, operationArea, type Protocol } from './state';
import { fail } from '../../core/messageBook';

/**
 * /setting/operation/protocol (+ create, createOverseas): an entity's protocols. Every save is a new draft version,
 * its content sanitized (src/utils/protocolContent.ts) and checked against its template's required sections;
 * publishing a draft archives the version published before it for the same entity, kind and language (logged).
 */
type Ctx = ApiContext<unknown>;

function protocolOf(ctx: Ctx, id: number): Protocol {
  const row = operationArea().protocols.find((p) => p.id === id);
  if (!row) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: ot(ctx.lang, 'protocol'), id });
  return row;
}

/** A version as lists and the operation log show it: without its text (the log keeps its length). */
export function protocolBrief(p: Protocol) {
  const { content: _c, html: _h, ...rest } = p;
  return rest;
}
const logView = (p: Protocol) => ({ ...protocolBrief(p), contentLength: p.content.length });
const label = (p: Pick<Protocol, 'id' | 'entityId' | 'kind' | 'lang' | 'version'>) =>
  `协议 #${p.id} 主体 #${p.entityId} ${p.kind} ${p.lang} v${p.version}`;

const sameLine = (a: Protocol, b: Pick<Protocol, 'entityId' | 'kind' | 'lang'>) =>
  a.entityId === b.entityId && a.kind === b.kind && a.lang === b.lang;

/**
 * A protocol line (one entity, kind and language) is one record of the configuration history (docs/rules.md
 * "Configuration history"): its id is the id of the line's first version, and every saved version is a version of it.
 */
const lineOf = (b: Pick<Protocol, 'entityId' | 'kind' | 'lang'>) =>
  operationArea().protocols.filter((p) => sameLine(p, b));
const lineIdOf = (p: Protocol) => Math.min(...lineOf(p).map((x) => x.id));
/** what the history keeps of a version: what its save call takes back (the bookkeeping is left out of diffs) */
const historyView = (p: Protocol) => {
  const { html: _h, ...rest } = p;
  return rest;
};

/** A version read's record id: its line's (a page row or a get answer). */
const lineRowId = (row: Record<string, unknown>) => {
  const p = operationArea().protocols.find((x) => x.id === row.id);
  return p ? lineIdOf(p) : undefined;
};

export const protocolsApi = {
  // a version's stamp is its line's (docs/rules.md "Request ids and versions")
  'POST /api/setting/protocol/page': defineApi('/api/setting/protocol/page', { rowId: lineRowId }, (ctx) => {
    const { entityId, kind, lang, status, template, pageNum, pageSize } = ctx.body;
    entityOf(ctx, entityId);
    const rows = operationArea()
      .protocols.filter(
        (p) =>
          p.entityId === entityId &&
          (!kind || p.kind === kind) &&
          (!lang || p.lang === lang) &&
          (!status || p.status === status) &&
          (!template || p.template === template),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(
      rows.map((p) => ({ ...protocolBrief(p), lineId: lineIdOf(p) })),
      pageNum,
      pageSize,
    );
  }),

  'POST /api/setting/protocol/get': defineApi('/api/setting/protocol/get', { rowId: lineRowId }, (ctx) => ({
    ...protocolOf(ctx, ctx.body.id),
  })),

  'POST /api/setting/protocol/add': defineApi('/api/setting/protocol/add', async (ctx) => {
    const b = ctx.body;
    ctx.audit({ target: `协议 主体 #${b.entityId} ${b.kind} ${b.lang}` });
    const entity = entityOf(ctx, b.entityId);
    if (entity.status !== 1) fail(ctx.lang, 'A0403', OPERATION_MESSAGES.entityDisabled, { id: entity.id });
    const langs = TEMPLATE_LANGS[b.template];
    if (!langs.includes(b.lang))
      fail(ctx.lang, 'A0400', OPERATION_MESSAGES.langNotInTemplate, {
        lang: b.lang,
        template: TEMPLATE_WORDS[b.template][ctx.lang],
        langs: langs.join(', '),
      });
    if (b.basedOn !== undefined) {
      const base = operationArea().protocols.find((p) => p.id === b.basedOn);
      if (!base || !sameLine(base, b))
        return fail(ctx.lang, 'A0400', OPERATION_MESSAGES.basedOnOther, { id: b.basedOn });
      // an edit of the line: refused when someone saved the line since the editor read it
      if (b.baseVersion === undefined) {
        throw new ApiError('A0400', validationTips(ctx.lang, { field: 'baseVersion', reason: 'required' }));
      }
      const newest = lineOf(base).reduce((top, p) => (p.version > top.version ? p : top), base);
      await checkBaseVersion(ctx, 'protocol', lineIdOf(base), b.baseVersion, () => ({ ...newest }));
    }
    const clean = cleanProtocol(b.format, b.content);
    if (clean.html.replace(/<[^>]*>/g, '').trim() === '')
      fail(ctx.lang, 'A0400', OPERATION_MESSAGES.emptyAfterSanitize);
    const missing = missingSections(b.template, b.kind, b.lang, clean.html);
    if (missing.length > 0)
      fail(ctx.lang, 'A0400', OPERATION_MESSAGES.missingSections, {
        sections: missing.map((s) => sectionTitle(s, b.lang)).join('、'),
      });
    const latest = lineOf({ entityId: entity.id, kind: b.kind, lang: b.lang }).reduce<Protocol | null>(
      (top, p) => (!top || p.version > top.version ? p : top),
      null,
    );
    const t = now();
    const row: Protocol = {
      id: nextSeq('protocol'),
      entityId: entity.id,
      template: b.template,
      kind: b.kind,
      lang: b.lang,
      version: nextVersion(entity.id, b.kind, b.lang),
      title: b.title.trim(),
      format: b.format,
      content: clean.content,
      html: clean.html,
      status: 'draft',
      note: (b.note ?? '').trim(),
      basedOn: b.basedOn ?? null,
      created: t,
      createdBy: ctx.me.name,
      publishedAt: null,
      publishedBy: '',
      archivedAt: null,
    };
    commitProtocol(row, { operatorId: ctx.me.id, operatorName: ctx.me.name, reason: row.note, at: t });
    recordVersion(ctx, 'protocol', lineIdOf(row), latest ? historyView(latest) : null, historyView(row));
    ctx.audit({ target: label(row), after: { ...logView(row), sanitized: clean.sanitized } });
    return { id: row.id, version: row.version, sanitized: clean.sanitized };
  }),

  'POST /api/setting/protocol/publish': defineApi('/api/setting/protocol/publish', (ctx) => {
    const row = protocolOf(ctx, ctx.body.id);
    const area = operationArea();
    const current = area.protocols.find((p) => sameLine(p, row) && p.status === 'published') ?? null;
    ctx.audit({
      target: label(row),
      before: { version: logView(row), published: current ? logView(current) : null },
    });
    if (row.status !== 'draft')
      fail(ctx.lang, 'A0403', OPERATION_MESSAGES.notDraft, { id: row.id, status: STATUS_WORDS[row.status][ctx.lang] });
    const entity = entityOf(ctx, row.entityId);
    if (entity.status !== 1) fail(ctx.lang, 'A0403', OPERATION_MESSAGES.entityDisabled, { id: entity.id });
    const t = now();
    const meta = { operatorId: ctx.me.id, operatorName: ctx.me.name, at: t };
    let archived: Protocol | null = null;
    if (current) {
      archived = commitProtocol({ ...current, status: 'archived', archivedAt: t }, { ...meta, reason: `#${row.id}` });
      writeOpLog({
        time: t,
        operatorId: ctx.me.id,
        operatorName: ctx.me.name,
        gameId: ctx.gameId,
        module: 'protocol',
        action: 'archive',
        target: `${label(current)}（发布 #${row.id} 时归档）`,
        before: logView(current),
        after: logView(archived),
        result: 'success',
        message: '',
        ip: ctx.ip,
        durationMs: 0,
      });
    }
    const published = commitProtocol(
      { ...row, status: 'published', publishedAt: t, publishedBy: ctx.me.name },
      { ...meta, reason: 'publish' },
    );
    ctx.audit({ after: { version: logView(published), archived: archived ? logView(archived) : null } });
    return { archivedId: archived?.id ?? null };
  }),
};
