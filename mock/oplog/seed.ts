import { BASE_EPOCH, DAY, MINUTE } from '../core/clock';
import type { Prng } from '../core/prng';
import type { Game, OpLogEntry, Person } from '../core/types';

/** A month of past operation-log entries, so /oplog has something to filter on first start. */
const SAMPLES: Array<[string, string, (g: Game) => string]> = [
  ['childGame', 'add', (g) => `子游戏 ${g.name}-渠道包`],
  ['childGame', 'edit', (g) => `子游戏 ${g.name}-安卓`],
  ['game', 'edit', (g) => `父游戏 ${g.name}`],
  ['role', 'update', () => '角色 运维打包'],
  ['person', 'resetPassword', () => '人员 wuhao'],
  ['person', 'edit', () => '人员 linna'],
  ['gameAccess', 'set', (g) => `人员 xuli 可用游戏 ${g.name}`],
  ['department', 'edit', () => '部门 渠道合作组'],
  ['auth', 'login', () => '登录'],
];

const IPS = ['10.12.3.41', '10.12.3.57', '10.12.8.102', '172.16.20.14', '192.168.31.7'];

export function seedOplog(rng: Prng, people: Person[], games: Game[]): OpLogEntry[] {
  const operators = people.filter((p) => p.status === 1 && p.lastLogin !== null);
  const entries: OpLogEntry[] = [];
  for (let i = 0; i < 40; i += 1) {
    const [module, action, target] = rng.pick(SAMPLES);
    const game = rng.pick(games);
    const who = rng.pick(operators);
    const failed = rng.chance(0.1);
    entries.push({
      id: i + 1,
      time: BASE_EPOCH - 30 * DAY + i * 18 * 60 * MINUTE + rng.int(0, 600) * MINUTE,
      operatorId: who.id,
      operatorName: who.name,
      gameId: module === 'auth' || module === 'role' || module === 'person' ? 0 : game.id,
      module,
      action,
      target: target(game),
      before: action === 'add' ? null : { status: 1 },
      after: action === 'delete' ? null : { status: rng.chance(0.5) ? 1 : 0 },
      result: failed ? 'failure' : 'success',
      message: failed ? 'A0403 操作被规则拒绝' : '',
      ip: rng.pick(IPS),
      durationMs: rng.int(8, 420),
    });
  }
  return entries;
}
