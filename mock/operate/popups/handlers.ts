import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { paginate } from '../../core/paging';
import { KIND_REQUIRES, type PopupKind } from '../../../src/contract/operate/popups';
import { versionRangeValid } from '../../appVersion';
import { ot, OPERATE_MESSAGES } from '../messages';
import { popupState } from './rules';
import { nextOperateId, operateArea, type Popup } from '../state';
import { channelKnown, httpUrl } from '../updateConfig/view';
import { fail } from '../../core/messageBook';

/**
 * Poster pop-ups, ads and tips (/operate/posterPop, /operate/adConfiguration, /operate/tipManagement): one set of
 * handlers made per kind. Each kind requires its own content (KIND_REQUIRES); links are http(s) with a host; the
 * window is [start, end); the list answers each record's state by the backend's clock (mock/operate/popups/rules.ts).
 */
/** A pop-up as its form sends it (the same shape for every kind). */
type Body = BodyOf<`/api/operate/${PopupKind}/add`>;
type Ctx = ApiContext<unknown>;

function view(p: Popup) {
  const state = popupState(p, now());
  return { ...p, channels: [...p.channels], state, live: state === 'live' };
}

function handlers<K extends PopupKind>(kind: K) {
  const base = `/api/operate/${kind as PopupKind}` as const;
  const rows = (gameId: number) => operateArea().popups.filter((p) => p.kind === kind && p.gameId === gameId);
  const target = (id: number) => `${kind} #${id}`;
  const rowOf = (ctx: Ctx, id: number) =>
    found(
      ctx,
      rows(ctx.gameId).find((p) => p.id === id),
      ot(ctx.lang, 'popupEntity'),
      id,
    );

  const fromBody = (ctx: Ctx, b: Body, old: Pick<Popup, 'id' | 'status'>): Popup => {
    const text = (v: string | undefined) => (v ?? '').trim();
    const rec = {
      title: text(b.title),
      imageUrl: text(b.imageUrl),
      text: text(b.text),
      buttonText: text(b.buttonText),
      linkUrl: text(b.linkUrl),
    };
    for (const field of KIND_REQUIRES[kind])
      if (!rec[field]) fail(ctx.lang, 'A0400', OPERATE_MESSAGES.popupRequires, { field, kind });
    for (const field of ['imageUrl', 'linkUrl'] as const)
      if (rec[field] && !httpUrl(rec[field])) fail(ctx.lang, 'A0400', OPERATE_MESSAGES.urlInvalid, { field });
    const channels = [...new Set((b.channels ?? []).map((c) => c.trim()).filter(Boolean))];
    const unknown = channels.find((c) => !channelKnown(c));
    if (unknown) fail(ctx.lang, 'A0400', OPERATE_MESSAGES.channelUnknown, { channel: unknown });
    const minVersion = text(b.minVersion);
    const maxVersion = text(b.maxVersion);
    if (!versionRangeValid(minVersion, maxVersion))
      fail(ctx.lang, 'A0400', OPERATE_MESSAGES.popupVersionOrder, { min: minVersion, max: maxVersion });
    if (b.endAt <= b.startAt) fail(ctx.lang, 'A0400', OPERATE_MESSAGES.popupWindowOrder);
    const t = now();
    return {
      id: old.id,
      gameId: ctx.gameId,
      kind,
      ...rec,
      channels,
      minVersion,
      maxVersion,
      frequency: b.frequency,
      startAt: b.startAt,
      endAt: b.endAt,
      priority: b.priority ?? 0,
      status: b.status === undefined ? old.status : (Number(b.status) as 0 | 1),
      created: t,
      updated: t,
      updatedBy: ctx.me.name,
    };
  };

  const setStatus = (ctx: ApiContext<{ id: number }>, status: 0 | 1) => {
    const row = rowOf(ctx, ctx.body.id);
    ctx.audit({ target: target(row.id), before: view(row) });
    Object.assign(row, { status, updated: now(), updatedBy: ctx.me.name });
    ctx.audit({ after: view(row) });
    return null;
  };

  return {
    [`POST ${base}/page`]: defineApi(`${base}/page` as const, (ctx) => {
      const { title, state, channel, pageNum, pageSize } = ctx.body;
      const list = rows(ctx.gameId)
        .map(view)
        .filter(
          (p) =>
            (!title || p.title.includes(title)) &&
            (!state || p.state === state) &&
            (!channel || p.channels.length === 0 || p.channels.includes(channel)),
        )
        // live first, then by priority, then newest
        .sort((a, b) => Number(b.live) - Number(a.live) || b.priority - a.priority || b.id - a.id);
      return paginate(list, pageNum, pageSize);
    }),
    [`POST ${base}/get`]: defineApi(`${base}/get` as const, (ctx) => view(rowOf(ctx, ctx.body.id))),
    [`POST ${base}/add`]: defineApi(`${base}/add` as const, (ctx) => {
      ctx.audit({ target: `${kind} ${ctx.body.title}` });
      const row = fromBody(ctx, ctx.body, { id: 0, status: 1 });
      row.id = nextOperateId('popups');
      operateArea().popups.push(row);
      ctx.audit({ target: target(row.id), after: view(row) });
      return { id: row.id };
    }),
    [`POST ${base}/edit`]: defineApi(`${base}/edit` as const, (ctx) => {
      const row = rowOf(ctx, ctx.body.id);
      ctx.audit({ target: target(row.id), before: view(row) });
      Object.assign(row, { ...fromBody(ctx, ctx.body, row), created: row.created });
      ctx.audit({ after: view(row) });
      return null;
    }),
    [`POST ${base}/enable`]: defineApi(`${base}/enable` as const, (ctx) => setStatus(ctx, 1)),
    [`POST ${base}/disable`]: defineApi(`${base}/disable` as const, (ctx) => setStatus(ctx, 0)),
    [`POST ${base}/delete`]: defineApi(`${base}/delete` as const, (ctx) => {
      const row = rowOf(ctx, ctx.body.id);
      ctx.audit({ target: target(row.id), before: view(row) });
      const area = operateArea();
      area.popups.splice(area.popups.indexOf(row), 1);
      return null;
    }),
  };
}

export const popupsApi = {
  ...handlers('posterPop'),
  ...handlers('adConfiguration'),
  ...handlers('tipManagement'),
};
