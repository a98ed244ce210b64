import type { TicketPurpose } from '../../../src/contract/operate/eventsManage';
import { BASE_EPOCH, DAY, HOUR, MINUTE } from '../../core/clock';
import { playersOf } from '../../players';
import { createPrng } from '../../core/prng';
import { getStore } from '../../core/store';
import { screenshotSvg } from './images';
import { assignTicket, handlerCandidates } from './staff';
import type { Ticket, TicketImage, TicketsArea, TicketType } from './types';

/**
 * The seed (deterministic: mock/core/prng.ts and BASE_EPOCH): four ticket types per game, each handled by two or three
 * of the people who may handle that game; about 40 tickets per game over the last 20 days, from seeded players, each
 * routed by the same assignTicket a player's submission goes through, then answered and closed as a real history.
 */
const TYPES: Array<[string, TicketPurpose, string]> = [
  ['充值问题', 'recharge', '充值未到账、重复扣款、退款咨询'],
  ['账号问题', 'account', '找回账号、换绑手机、实名认证'],
  ['BUG 反馈', 'bug', '闪退、卡顿、显示异常'],
  ['投诉建议', 'complaint', '对游戏或客服的投诉与建议'],
];

const TITLES: Record<TicketPurpose, string[]> = {
  recharge: ['充值 648 未到账', '月卡重复扣款', '首充奖励没有发放', '支付成功但钻石没加'],
  account: ['换手机后登录不了', '账号被盗，申请找回', '实名认证一直失败', '想换绑手机号'],
  bug: ['进入副本闪退', '背包道具显示异常', '活动页面打不开', '更新后一直卡在加载'],
  complaint: ['匹配机制不公平', '客服回复太慢', '活动奖励和公告不符', '建议增加自动战斗'],
  other: ['其他问题'],
};
const PLAYER_TEXTS = ['麻烦尽快处理，谢谢', '截图已附上', '昨天晚上开始出现的', '我的区服是 {server}，角色 {role}'];
const STAFF_TEXTS = [
  '您好，已收到您的反馈，正在为您核实，请耐心等待。',
  '您好，问题已处理，请重新登录游戏查看。',
  '您好，请提供订单号或支付截图以便核实。',
];
const SEED = 20261123;
const TICKETS_PER_GAME = 40;

export function seedTickets(): TicketsArea {
  const rng = createPrng(SEED);
  const area: TicketsArea = {
    types: [],
    tickets: [],
    images: new Map(),
    seq: { type: 0, ticket: 0, message: 0, image: 0 },
  };
  const at0 = BASE_EPOCH - 400 * DAY;
  for (const game of getStore().games) {
    const staff = handlerCandidates(game.id, false);
    const types: TicketType[] = TYPES.map(([name, purpose, description]) => {
      const pool = [...staff];
      const handlerIds: number[] = [];
      const count = Math.min(pool.length, rng.int(2, 3));
      while (handlerIds.length < count) handlerIds.push(pool.splice(rng.int(0, pool.length - 1), 1)[0].id);
      area.seq.type += 1;
      return {
        id: area.seq.type,
        gameId: game.id,
        name,
        purpose,
        description,
        status: 1,
        handlerIds: handlerIds.sort((a, b) => a - b),
        created: at0,
        updated: at0,
        updatedBy: '周建国',
      };
    });
    area.types.push(...types);
    const players = playersOf(game.id);
    const starts = Array.from(
      { length: TICKETS_PER_GAME },
      () => BASE_EPOCH - rng.int(0, 19) * DAY - rng.int(1, 23 * 60) * MINUTE,
    ).sort((a, b) => a - b);
    for (const created of starts) {
      const type = rng.pick(types);
      const player = players[rng.int(0, players.length - 1)];
      const role = rng.pick(player.roles);
      area.seq.ticket += 1;
      const ticket: Ticket = {
        id: area.seq.ticket,
        gameId: game.id,
        typeId: type.id,
        title: rng.pick(TITLES[type.purpose]),
        account: player.account,
        roleId: role.roleId,
        status: 'open',
        handlerId: null,
        created,
        updated: created,
        closedAt: null,
        closedBy: '',
        closeNote: '',
        messages: [],
        events: [],
      };
      const say = (from: 'player' | 'staff', author: string, text: string, at: number, imageIds: number[] = []) => {
        area.seq.message += 1;
        ticket.messages.push({ id: area.seq.message, from, author, text, imageIds, at });
        ticket.updated = at;
      };
      const shot = rng.chance(0.3) ? [seedImage(area, ticket, created, rng.int(0, 359))] : [];
      say('player', player.account, `${ticket.title}。${rng.pick(PLAYER_TEXTS)}`, created, shot);
      const text = (s: string) => s.replace('{server}', role.server).replace('{role}', role.name);
      ticket.messages[0].text = text(ticket.messages[0].text);
      assignTicket(ticket, type, area.tickets, created);
      area.tickets.push(ticket);
      const handler = getStore().people.find((p) => p.id === ticket.handlerId);
      const fate = rng.int(0, 9);
      // 3 in 10 stay open, 3 answered, 1 answered then asked again (open), 3 closed
      if (!handler || fate < 3) continue;
      const replyAt = created + rng.int(1, 20) * HOUR;
      if (replyAt > BASE_EPOCH) continue;
      say('staff', handler.name, rng.pick(STAFF_TEXTS), replyAt);
      ticket.status = 'answered';
      ticket.events.push({ at: replyAt, kind: 'reply', by: handler.name, note: '' });
      if (fate === 6) {
        const again = replyAt + rng.int(1, 6) * HOUR;
        if (again > BASE_EPOCH) continue;
        say('player', player.account, text(rng.pick(PLAYER_TEXTS)), again);
        ticket.status = 'open';
        ticket.events.push({ at: again, kind: 'player', by: player.account, note: '' });
      } else if (fate >= 7) {
        const closeAt = replyAt + rng.int(1, 30) * HOUR;
        if (closeAt > BASE_EPOCH) continue;
        Object.assign(ticket, {
          status: 'closed',
          closedAt: closeAt,
          closedBy: handler.name,
          closeNote: '问题已解决',
          updated: closeAt,
        });
        ticket.events.push({ at: closeAt, kind: 'close', by: handler.name, note: '问题已解决' });
      }
    }
  }
  return area;
}

function seedImage(area: TicketsArea, ticket: Ticket, at: number, hue: number): number {
  area.seq.image += 1;
  const image: TicketImage = {
    id: area.seq.image,
    gameId: ticket.gameId,
    ticketId: ticket.id,
    name: `screenshot-${area.seq.image}.svg`,
    type: 'image/svg+xml',
    bytes: screenshotSvg(`截图 ${ticket.title}`, hue),
    uploadedBy: 0,
    // the player's first message, said right after
    messageId: area.seq.message + 1,
    at,
  };
  area.images.set(image.id, image);
  return image.id;
}
