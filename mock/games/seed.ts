import { BASE_EPOCH, DAY } from '../core/clock';
import type { ChildGame, ChildGameType, Game, Platform, Region } from '../core/types';

/** Parent games and their child games. */

const COLORS = ['#1677ff', '#722ed1', '#eb2f96', '#fa8c16', '#13c2c2', '#52c41a', '#2f54eb'];

/** A data-URI SVG icon with the name's initials (no file under /public needed). */
export function initialsIcon(name: string, colorIndex: number): string {
  const words = name.trim().split(/\s+/);
  const latin = /^[A-Za-z]/.test(name);
  const initials = latin
    ? words
        .slice(0, 2)
        .map((w) => w[0].toUpperCase())
        .join('')
    : [...name.trim()].slice(0, 1).join('');
  const color = COLORS[colorIndex % COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="42" font-size="${latin ? 24 : 30}" text-anchor="middle" fill="#fff" ` +
    `font-family="PingFang SC,Microsoft YaHei,Arial,sans-serif">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const GAMES: Array<[string, string, Region, string, string, 0 | 1]> = [
  ['星海传说', 'xhcs', 'domestic', '上海星游网络科技有限公司', '星海项目组', 1],
  ['剑影江湖', 'jyjh', 'domestic', '杭州剑影互娱有限公司', '武侠项目组', 1],
  ['萌宠物语', 'mcwy', 'domestic', '上海星游网络科技有限公司', '休闲项目组', 1],
  ['三国霸业', 'sgby', 'domestic', '广州霸业网络科技有限公司', '策略项目组', 0],
  ['Cosmic Raiders', 'cosmic_raiders', 'overseas', 'Starwave Games Pte. Ltd.', 'Global Studio', 1],
];

const CHILD_GAMES: Array<[number, string, Platform, string, ChildGameType, 0 | 1]> = [
  [1, '星海传说-安卓官服', 'Android', 'com.xinghai.legend', 1, 1],
  [1, '星海传说-iOS', 'iOS', 'com.xinghai.legend', 1, 1],
  [1, '星海传说-华为渠道', 'Android', 'com.xinghai.legend.huawei', 2, 1],
  [1, '星海传说-微信小游戏', 'mini-game', 'wx3f2a9c1d7b8e4a60', 1, 1],
  [2, '剑影江湖-安卓', 'Android', 'com.jianying.jianghu', 1, 1],
  [2, '剑影江湖-iOS', 'iOS', 'com.jianying.jianghu', 1, 1],
  [2, '剑影江湖-PC', 'PC', 'com.jianying.jianghu.pc', 1, 0],
  [3, '萌宠物语-安卓', 'Android', 'com.mengchong.story', 1, 1],
  [3, '萌宠物语-抖音小游戏', 'mini-game', 'tt9a8b7c6d5e4f3a2b', 2, 1],
  [4, '三国霸业-安卓', 'Android', 'com.bayegame.sanguo', 1, 0],
  [4, '三国霸业-iOS', 'iOS', 'com.bayegame.sanguo', 1, 0],
  [4, '三国霸业-测试包', 'Android', 'com.bayegame.sanguo.test', 3, 1],
  [5, 'Cosmic Raiders - Android', 'Android', 'com.starwave.cosmicraiders', 1, 1],
  [5, 'Cosmic Raiders - iOS', 'iOS', 'com.starwave.cosmicraiders', 1, 1],
  [5, 'Cosmic Raiders - Google Play', 'Android', 'com.starwave.cosmicraiders.gp', 2, 1],
];

export function seedGames(): { games: Game[]; childGames: ChildGame[] } {
  const games: Game[] = GAMES.map(([name, alias, region, entity, project, status], i) => ({
    id: i + 1,
    name,
    alias,
    icon: initialsIcon(name, i),
    region,
    entity,
    project,
    status,
    created: BASE_EPOCH - (300 - i * 45) * DAY,
  }));
  const childGames: ChildGame[] = CHILD_GAMES.map(([gameId, name, platform, packageName, type, status], i) => ({
    id: i + 1,
    gameId,
    name,
    platform,
    packageName,
    type,
    status,
    created: BASE_EPOCH - (280 - gameId * 45 - i) * DAY,
  }));
  return { games, childGames };
}
