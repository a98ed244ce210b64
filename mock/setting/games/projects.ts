import { checkIds } from '../../access/index';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { now } from '../../core/clock';
import { contains, matches, paginate } from '../../core/paging';
import { getStore } from '../../core/store';
import { SETTING_GAME_MESSAGES } from './messages';
import { nextSettingId, settingGamesState, type Project } from './state';
import { fail } from '../../core/messageBook';

/**
 * Projects (/setting/project): name and code unique (without case), an enabled console person as owner, and the
 * parent games the project runs. A game belongs to at most one project; saving a project writes its name on its
 * games (and clears it on games it no longer holds), deleting one clears it.
 */

function projectView(p: Project) {
  const store = getStore();
  return {
    ...p,
    games: p.gameIds.map((id) => ({ id, name: store.games.find((g) => g.id === id)?.name ?? `#${id}` })),
    ownerName: store.people.find((x) => x.id === p.ownerId)?.name ?? `#${p.ownerId}`,
  };
}

const projectById = (ctx: ApiContext<unknown>, id: number): Project =>
  found(
    ctx,
    settingGamesState().projects.find((p) => p.id === id),
    '项目',
    id,
  );

function checkProject(
  ctx: ApiContext<unknown>,
  body: Partial<BodyOf<'/api/setting/project/edit'>>,
  self = 0,
): number[] | undefined {
  const others = settingGamesState().projects.filter((p) => p.id !== self);
  const store = getStore();
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.blank, { field: 'name' });
    if (others.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
      fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.projectNameExists, { name });
    }
  }
  if (body.code !== undefined && others.some((p) => p.code.toLowerCase() === body.code?.toLowerCase())) {
    fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.projectCodeExists, { code: body.code });
  }
  if (body.ownerId !== undefined) {
    const owner = store.people.find((p) => p.id === body.ownerId);
    if (owner?.status !== 1) fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.ownerInvalid, { id: body.ownerId });
  }
  if (body.parentGameIds === undefined) return undefined;
  const ids = checkIds(ctx, 'parentGameIds', body.parentGameIds, store.games);
  ids.forEach((id) => {
    const holder = others.find((p) => p.gameIds.includes(id));
    if (holder) {
      const game = store.games.find((g) => g.id === id)?.name ?? `#${id}`;
      fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.gameInOtherProject, { game, project: holder.name });
    }
  });
  return ids.sort((a, b) => a - b);
}

/** Writes the project's name on its games and clears it on `dropped` games. */
function syncGames(project: Project | null, dropped: number[]) {
  getStore().games.forEach((g) => {
    if (project?.gameIds.includes(g.id)) g.project = project.name;
    else if (dropped.includes(g.id)) g.project = '';
  });
}

export const projectsApi = {
  'POST /api/setting/project/page': defineApi('/api/setting/project/page', {}, (ctx) => {
    const { name, status, filterGameId, ownerId, pageNum, pageSize } = ctx.body;
    const rows = settingGamesState().projects.filter(
      (p) =>
        (contains(p.name, name) || contains(p.code, name)) &&
        matches(p.status, status) &&
        matches(p.ownerId, ownerId) &&
        (filterGameId === undefined || p.gameIds.includes(filterGameId)),
    );
    return paginate(rows.map(projectView), pageNum, pageSize);
  }),

  'POST /api/setting/project/add': defineApi('/api/setting/project/add', {}, (ctx) => {
    const { name, code, ownerId, description = '', status = 1 } = ctx.body;
    ctx.audit({ target: `项目 ${name}` });
    const gameIds = checkProject(ctx, ctx.body) ?? [];
    const t = now();
    const project: Project = {
      id: nextSettingId('project'),
      name: name.trim(),
      code,
      gameIds,
      ownerId,
      description: description.trim(),
      status,
      created: t,
      updated: t,
      updatedBy: ctx.me.name,
    };
    settingGamesState().projects.push(project);
    syncGames(project, []);
    ctx.audit({ after: projectView(project) });
    return { id: project.id };
  }),

  'POST /api/setting/project/edit': defineApi(
    '/api/setting/project/edit',
    { latest: (ctx, id) => projectView(projectById(ctx, id)) },
    (ctx) => {
      const project = projectById(ctx, ctx.body.id);
      const before = projectView(project);
      ctx.audit({ target: `项目 ${project.name}`, before });
      const gameIds = checkProject(ctx, ctx.body, project.id);
      const { name, code, ownerId, description, status } = ctx.body;
      if (name !== undefined) project.name = name.trim();
      if (code !== undefined) project.code = code;
      if (ownerId !== undefined) project.ownerId = ownerId;
      if (description !== undefined) project.description = description.trim();
      if (status !== undefined) project.status = status;
      const dropped = gameIds ? project.gameIds.filter((id) => !gameIds.includes(id)) : [];
      if (gameIds) project.gameIds = gameIds;
      project.updated = now();
      project.updatedBy = ctx.me.name;
      syncGames(project, dropped);
      ctx.audit({ after: projectView(project) });
      return null;
    },
  ),

  'POST /api/setting/project/delete': defineApi('/api/setting/project/delete', {}, (ctx) => {
    const project = projectById(ctx, ctx.body.id);
    ctx.audit({ target: `项目 ${project.name}`, before: projectView(project) });
    const list = settingGamesState().projects;
    list.splice(list.indexOf(project), 1);
    syncGames(null, project.gameIds);
    return null;
  }),

  'POST /api/setting/project/owners': defineApi('/api/setting/project/owners', {}, () =>
    getStore().people.map((p) => ({ id: p.id, name: p.name, account: p.account, enabled: p.status === 1 })),
  ),
};
