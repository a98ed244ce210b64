import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { paginate } from '../../core/paging';
import { channelName, channelOptions } from '../cutPayView';
import { cgt, CHANNEL_GROUP_MESSAGES } from './messages';
import { findChannelConflict, normalizeChannels } from './rules';
import { type ChannelGroup, channelGroupArea } from './state';
import { fail } from '../../core/messageBook';

/**
 * /special/channelIntercommu: the current game's channel-interworking groups. A save that would put a channel in a
 * second group of the game is refused (A0403) naming the group that holds it (./rules.ts). Every change is logged.
 */

type Ctx = ApiContext<unknown>;

const gameGroups = (gameId: number) => channelGroupArea().groups.filter((g) => g.gameId === gameId);

export const groupView = (g: ChannelGroup) => ({
  ...g,
  channels: [...g.channels],
  channelNames: g.channels.map(channelName),
});

function groupOf(ctx: Ctx, id: number): ChannelGroup {
  const row = channelGroupArea().groups.find((g) => g.id === id && g.gameId === ctx.gameId);
  return found(ctx, row, cgt(ctx.lang, 'entity'), id);
}

/** The group a payload describes, checked (known channels, at least two, none in another group) before any change. */
function fromBody(
  ctx: Ctx,
  body: BodyOf<'/api/special/channelGroup/add'>,
  base: Pick<ChannelGroup, 'id' | 'status' | 'created'>,
): ChannelGroup {
  const channels = normalizeChannels(body.channels);
  const known = channelOptions();
  const unknown = channels.find((c) => !known.some((k) => k.code === c));
  if (unknown) fail(ctx.lang, 'A0400', CHANNEL_GROUP_MESSAGES.unknownChannel, { channel: unknown });
  if (channels.length < 2) fail(ctx.lang, 'A0400', CHANNEL_GROUP_MESSAGES.tooFew);
  const t = now();
  const group: ChannelGroup = {
    id: base.id,
    gameId: ctx.gameId,
    name: body.name.trim(),
    channels,
    note: (body.note ?? '').trim(),
    status: body.status === undefined ? base.status : (Number(body.status) as 0 | 1),
    created: base.created,
    updated: t,
    updatedBy: ctx.me.name,
  };
  const conflict = findChannelConflict(group, gameGroups(ctx.gameId));
  if (conflict)
    fail(ctx.lang, 'A0403', CHANNEL_GROUP_MESSAGES.conflict, {
      channel: `${channelName(conflict.channel)} (${conflict.channel})`,
      group: conflict.other.name,
      id: conflict.other.id,
    });
  return group;
}

export const channelGroupApi = {
  'POST /api/special/channelGroup/page': defineApi('/api/special/channelGroup/page', (ctx) => {
    const { name, channel, status, pageNum, pageSize } = ctx.body;
    const rows = gameGroups(ctx.gameId)
      .filter(
        (g) =>
          (!name || g.name.includes(name.trim())) &&
          (!channel || g.channels.includes(channel)) &&
          (status === undefined || g.status === Number(status)),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(rows.map(groupView), pageNum, pageSize);
  }),

  'POST /api/special/channelGroup/options': defineApi('/api/special/channelGroup/options', () => ({
    channels: channelOptions(),
  })),

  'POST /api/special/channelGroup/add': defineApi('/api/special/channelGroup/add', (ctx) => {
    ctx.audit({ target: `渠道互通分组 ${ctx.body.name}` });
    const group = fromBody(ctx, ctx.body, { id: 0, status: 1, created: now() });
    const area = channelGroupArea();
    area.seq += 1;
    group.id = area.seq;
    area.groups.push(group);
    ctx.audit({ target: `渠道互通分组 #${group.id} ${group.name}`, after: groupView(group) });
    return { id: group.id };
  }),

  'POST /api/special/channelGroup/edit': defineApi(
    '/api/special/channelGroup/edit',
    { latest: (ctx, id) => groupView(groupOf(ctx, id)) },
    (ctx) => {
      const row = groupOf(ctx, ctx.body.id);
      ctx.audit({ target: `渠道互通分组 #${row.id} ${row.name}`, before: groupView(row) });
      const next = fromBody(ctx, ctx.body, row);
      Object.assign(row, next);
      ctx.audit({ after: groupView(row) });
      return null;
    },
  ),

  'POST /api/special/channelGroup/delete': defineApi('/api/special/channelGroup/delete', (ctx) => {
    const row = groupOf(ctx, ctx.body.id);
    ctx.audit({ target: `渠道互通分组 #${row.id} ${row.name}`, before: groupView(row) });
    const area = channelGroupArea();
    area.groups.splice(area.groups.indexOf(row), 1);
    return null;
  }),
};
