import { COMMON_CONFIG_FIELDS as F } from '../../src/contract/dicFields';
import { ApiError, defineApi, found, type ApiContext, type BodyOf } from '../core/defineApi';
import { validationTips } from '../core/i18n';
import { now } from '../core/clock';
import { contains, matches, paginate } from '../core/paging';
import { getStore } from '../core/store';
import { configValueError } from './configValue';
import { recordVersion, restoringId } from '../history/index';
import { nextPlatformId, platformState, type CommonConfig, type ConfigType, PLATFORM_MESSAGES } from '../platform';
import { fail } from '../core/messageBook';

/**
 * Common config (/dic/commonConfig): typed values (string, number, JSON, switch '1'/'0'), scoped to a game or general
 * (通用[0]); built-in keys keep their key, type and scope and cannot be deleted.
 */

/** The list's order: newest first, or by the column the table sorts (key by code point, ties newest first). */
function configOrder(b: BodyOf<'/api/mng/commonConfig/page'>): (a: CommonConfig, c: CommonConfig) => number {
  const sign = b.sortOrder === 'desc' ? -1 : 1;
  const newest = (a: CommonConfig, c: CommonConfig) => c.id - a.id;
  if (b.sortField === 'key') return (a, c) => sign * (a.key < c.key ? -1 : a.key > c.key ? 1 : 0) || newest(a, c);
  if (b.sortField === 'updated') return (a, c) => sign * (a.updated - c.updated) || newest(a, c);
  return newest;
}

export const GENERAL_LABEL = '通用[0]';

const scopeName = (gameId: number) =>
  gameId === 0 ? GENERAL_LABEL : getStore().games.find((g) => g.id === gameId)?.name || `#${gameId}`;

const view = (c: CommonConfig) => ({ ...c, gameName: scopeName(c.gameId) });

function checkValue(ctx: ApiContext<unknown>, type: ConfigType, value: string) {
  // a number's length is the contract's (src/contract/dicFields.ts); the schema's is any type's
  const { maxLength } = F.numberValue;
  if (type === 'number' && value.length > maxLength) {
    throw new ApiError('A0400', validationTips(ctx.lang, { field: 'value', reason: 'maxLength', param: maxLength }));
  }
  const error = configValueError(type, value);
  if (error) fail(ctx.lang, 'A0400', PLATFORM_MESSAGES[error.key], error.vars);
}

function checkScope(ctx: ApiContext<unknown>, gameId: number) {
  if (gameId !== 0 && !getStore().games.some((g) => g.id === gameId))
    fail(ctx.lang, 'A0400', PLATFORM_MESSAGES.gameMissing, { id: gameId });
}

function checkKeyFree(ctx: ApiContext<unknown>, key: string, gameId: number, self = 0) {
  if (platformState().configs.some((c) => c.key === key && c.gameId === gameId && c.id !== self)) {
    fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.configKeyTaken, {
      key,
      scope: scopeName(gameId),
    });
  }
}

const configApi = {
  'POST /api/mng/commonConfig/page': defineApi('/api/mng/commonConfig/page', {}, (ctx) => {
    const { key, type, scopeGameId, scopeGameIds, builtIn, pageNum, pageSize } = ctx.body;
    const rows = platformState()
      .configs.filter(
        (c) =>
          (contains(c.key, key) || contains(c.description, key)) &&
          matches(c.type, type) &&
          matches(c.gameId, scopeGameId) &&
          (!scopeGameIds?.length || scopeGameIds.includes(c.gameId)) &&
          matches(c.builtIn, builtIn),
      )
      .sort(configOrder(ctx.body));
    return paginate(rows.map(view), pageNum, pageSize);
  }),

  'POST /api/mng/commonConfig/get': defineApi('/api/mng/commonConfig/get', {}, (ctx) =>
    view(
      found(
        ctx,
        platformState().configs.find((c) => c.id === ctx.body.id),
        '通用配置',
        ctx.body.id,
      ),
    ),
  ),

  'POST /api/mng/commonConfig/add': defineApi('/api/mng/commonConfig/add', {}, (ctx) => {
    const { key, value, type, description = '', scopeGameId: gameId } = ctx.body;
    ctx.audit({ target: `配置 ${key}（${scopeName(gameId)}）` });
    checkScope(ctx, gameId);
    checkValue(ctx, type, value);
    checkKeyFree(ctx, key, gameId);
    const t = now();
    const row: CommonConfig = {
      id: restoringId(ctx) ?? nextPlatformId('config'),
      key,
      value,
      type,
      description,
      gameId,
      builtIn: false,
      created: t,
      updated: t,
      updatedBy: ctx.me.name,
    };
    platformState().configs.push(row);
    ctx.audit({ after: view(row) });
    recordVersion(ctx, 'commonConfig', row.id, null, row);
    return { id: row.id };
  }),

  'POST /api/mng/commonConfig/edit': defineApi('/api/mng/commonConfig/edit', {}, (ctx) => {
    const row = found(
      ctx,
      platformState().configs.find((c) => c.id === ctx.body.id),
      '通用配置',
      ctx.body.id,
    );
    const before = view(row);
    ctx.audit({
      target: `配置 ${row.key}（${scopeName(row.gameId)}）`,
      before,
    });
    const key = ctx.body.key ?? row.key;
    const type = ctx.body.type ?? row.type;
    const gameId = ctx.body.scopeGameId ?? row.gameId;
    const value = ctx.body.value ?? row.value;
    if (row.builtIn && (key !== row.key || type !== row.type || gameId !== row.gameId)) {
      fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.configBuiltInFixed, { key: row.key });
    }
    checkScope(ctx, gameId);
    checkValue(ctx, type, value);
    checkKeyFree(ctx, key, gameId, row.id);
    Object.assign(row, { key, type, gameId, value });
    if (ctx.body.description !== undefined) row.description = ctx.body.description;
    row.updated = now();
    row.updatedBy = ctx.me.name;
    ctx.audit({ after: view(row) });
    recordVersion(ctx, 'commonConfig', row.id, before, row);
    return null;
  }),

  'POST /api/mng/commonConfig/delete': defineApi('/api/mng/commonConfig/delete', {}, (ctx) => {
    const state = platformState();
    const row = found(
      ctx,
      state.configs.find((c) => c.id === ctx.body.id),
      '通用配置',
      ctx.body.id,
    );
    ctx.audit({
      target: `配置 ${row.key}（${scopeName(row.gameId)}）`,
      before: view(row),
    });
    if (row.builtIn) fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.configBuiltInDelete, { key: row.key });
    state.configs.splice(state.configs.indexOf(row), 1);
    recordVersion(ctx, 'commonConfig', row.id, row, null);
    return null;
  }),
};

export default configApi;
