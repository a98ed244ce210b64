import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import setting from '../../setting';
import { getStore } from '../../core/store';
import { areaTestBed } from '../../core/testServer';

const bed = areaTestBed([auth, setting]);
const call = <T = unknown>(path: string, body: unknown, lang?: string) =>
  bed.call<T>(path, body, { token: bed.admin, lang });

interface ProjectRow {
  id: number;
  name: string;
  code: string;
  gameIds: number[];
  games: Array<{ id: number; name: string }>;
  ownerName: string;
}
const personId = (account: string) => getStore().people.find((p) => p.account === account)?.id as number;
const gameProject = (id: number) => getStore().games.find((g) => g.id === id)?.project;

describe('projects (/setting/project)', () => {
  it('lists the seeded projects with their games and owners, filtered by game', async () => {
    const all = await call<{ list: ProjectRow[]; total: number }>('/api/setting/project/page', {
      pageNum: 1,
      pageSize: 10,
    });
    expect(all.json.data.total).toBe(5);
    expect(all.json.data.list[0]).toMatchObject({
      name: '星海项目组',
      code: 'xinghai',
      gameIds: [1],
      ownerName: '张伟',
    });
    const byGame = await call<{ list: ProjectRow[] }>('/api/setting/project/page', {
      pageNum: 1,
      pageSize: 10,
      filterGameId: 5,
    });
    expect(byGame.json.data.list.map((p) => p.code)).toEqual(['global-studio']);
  });

  it('creates a project, writes its name on its games, and refuses duplicates, a taken game and a bad owner', async () => {
    const newGame = getStore().games.length + 1;
    getStore().games.push({ ...getStore().games[0], id: newGame, name: '新游', alias: 'xinyou', project: '' });
    const body = { name: '新项目', code: 'new-proj', parentGameIds: [newGame], ownerId: personId('ops') };
    const add = await call<{ id: number }>('/api/setting/project/add', body);
    expect(add.json.code).toBe('00000');
    expect(gameProject(newGame)).toBe('新项目');
    expect(bed.lastLog()).toMatchObject({ module: 'project', action: 'add', before: null });
    expect(bed.lastLog().after).toMatchObject({ code: 'new-proj', games: [{ id: newGame, name: '新游' }] });

    const dupCode = await call('/api/setting/project/add', { ...body, name: '另一个', code: 'xinghai' }, 'en-US');
    expect(dupCode.json.code).toBe('A0403');
    expect(dupCode.json.tips).toBe('Project code xinghai already exists');
    const dupName = await call('/api/setting/project/add', { ...body, code: 'other', parentGameIds: [] });
    expect(dupName.json.code).toBe('A0403');
    const taken = await call('/api/setting/project/add', { ...body, name: 'x', code: 'xx', parentGameIds: [1] });
    expect(taken.json.code).toBe('A0403');
    expect(taken.json.tips).toContain('星海项目组');
    const disabledOwner = await call('/api/setting/project/add', {
      name: 'y',
      code: 'yy',
      ownerId: personId('zhaolei'),
    });
    expect(disabledOwner.json.code).toBe('A0400');
    const unknownGame = await call('/api/setting/project/add', {
      name: 'z',
      code: 'zz',
      ownerId: 1,
      parentGameIds: [99],
    });
    expect(unknownGame.json.code).toBe('A0400');
    const badCode = await call('/api/setting/project/add', { name: 'w', code: 'Bad code', ownerId: 1 });
    expect(badCode.json.code).toBe('A0400');
  });

  it('moves a game between projects by editing both, logs before/after, and clears the name on delete', async () => {
    const drop = await call('/api/setting/project/edit', { id: 3, parentGameIds: [], baseVersion: 1 });
    expect(drop.json.code).toBe('00000');
    expect(gameProject(3)).toBe('');
    expect(bed.lastLog().before).toMatchObject({ gameIds: [3] });
    expect(bed.lastLog().after).toMatchObject({ gameIds: [] });
    const take = await call('/api/setting/project/edit', {
      id: 1,
      parentGameIds: [1, 3],
      name: '星海与萌宠',
      baseVersion: 1,
    });
    expect(take.json.code).toBe('00000');
    expect([gameProject(1), gameProject(3)]).toEqual(['星海与萌宠', '星海与萌宠']);
    const del = await call('/api/setting/project/delete', { id: 1 });
    expect(del.json.code).toBe('00000');
    expect([gameProject(1), gameProject(3)]).toEqual(['', '']);
    expect(bed.lastLog()).toMatchObject({ module: 'project', action: 'delete', after: null });
  });

  it('offers console people as owners, marking disabled ones', async () => {
    const owners = await call<Array<{ account: string; enabled: boolean }>>('/api/setting/project/owners', {});
    expect(owners.json.data.find((p) => p.account === 'zhaolei')?.enabled).toBe(false);
    expect(owners.json.data.find((p) => p.account === 'ops')?.enabled).toBe(true);
  });
});
