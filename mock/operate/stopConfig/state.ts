import type { BanScope } from '../../../src/contract/operate/stopConfig';
import type { PlayerTargetType } from '../../../src/contract/players';
import { BASE_EPOCH, DAY, HOUR } from '../../core/clock';
import { playersOf } from '../../players';
import { createPrng } from '../../core/prng';
import { defineArea, getStore } from '../../core/store';
import { banStatus, type BanKey } from './rules';

/** A ban as the backend keeps it; its status is computed at read time (rules.ts banStatus). */
export interface Ban extends BanKey {
  gameId: number;
  reason: string;
  source: 'manual' | 'import';
  liftedBy: string;
  liftReason: string;
  created: number;
  createdBy: string;
  updated: number;
  updatedBy: string;
}

export interface BansArea {
  bans: Ban[];
  seq: number;
  /** ban id → the simulated sign-ins and payments it refused (./enforce.ts) */
  blocked: Map<number, { count: number; lastAt: number }>;
}

const REASONS = ['外挂', '恶意刷单', '辱骂他人', '盗号风险', '违规交易', '广告刷屏'];

/** A dozen bans per game on seeded players: active, permanent, scheduled, expired and lifted ones. */
function seedBans(): BansArea {
  const rng = createPrng(20261121);
  const bans: Ban[] = [];
  let seq = 0;
  for (const g of getStore().games) {
    const players = playersOf(g.id);
    for (let k = 0; k < 12; k += 1) {
      const p = players[rng.int(0, players.length - 1)];
      const type: PlayerTargetType = rng.pick(['account', 'account', 'role', 'device', 'ip']);
      const target =
        type === 'account'
          ? p.account
          : type === 'role'
            ? p.roles[0].roleId
            : type === 'device'
              ? p.devices[0]
              : p.ips[0];
      const startAt = BASE_EPOCH + rng.int(-40, 3) * DAY + rng.int(0, 23) * HOUR;
      const endAt = k % 4 === 0 ? null : startAt + rng.int(1, 30) * DAY;
      const lifted = k % 6 === 5;
      const scopes: BanScope[] = rng.chance(0.5) ? ['login'] : rng.pick([['pay'], ['chat'], ['login', 'pay', 'chat']]);
      seq += 1;
      bans.push({
        id: seq,
        gameId: g.id,
        targetType: type,
        target,
        scopes,
        startAt,
        endAt,
        reason: rng.pick(REASONS),
        source: 'manual',
        liftedAt: lifted ? startAt + HOUR : null,
        liftedBy: lifted ? '运营小王' : '',
        liftReason: lifted ? '误封，已核实' : '',
        created: startAt - HOUR,
        createdBy: '运营小王',
        updated: startAt - HOUR,
        updatedBy: '运营小王',
      });
    }
  }
  return { bans, seq, blocked: new Map() };
}

export const bansArea: () => BansArea = defineArea<BansArea>('operateBans', seedBans);

export function nextBanId(): number {
  const area = bansArea();
  area.seq += 1;
  return area.seq;
}

export const gameBans = (gameId: number) => bansArea().bans.filter((b) => b.gameId === gameId);

/** A ban as answers show it: the record with its status at `at` and what it has refused so far. */
export const banView = (b: Ban, at: number) => {
  const hits = bansArea().blocked.get(b.id);
  return {
    ...b,
    scopes: [...b.scopes],
    status: banStatus(b, at),
    blocked: hits?.count ?? 0,
    lastBlockedAt: hits?.lastAt ?? null,
  };
};
