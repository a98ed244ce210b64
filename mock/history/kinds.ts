import type { HistoryKind } from '../../src/contract/history';
import { getStore } from '../core/store';
import { isPlainObject } from '../core/validate';
import type { HistoryMessageKey } from './messages';

/**
 * The configuration records that keep versions (docs/rules.md "Configuration history"), one entry per kind:
 * - `screen`: the screen that shows the record; `read`: the call whose grant lets a person read its history (the
 *   screen's list or get); `edit`: the record's own save call, whose grant a rollback needs and through whose handler
 *   (validation included) a rollback is applied;
 * - `gameScoped`: the record lives in the current game (X-Game-Id), so its history does too;
 * - `secrets`: dotted paths of secret fields (a save may add more, e.g. a plugin's secret parameters);
 * - `ignore`: bookkeeping left out of diffs (who and when are the version's own);
 * - `toBody(snapshot, recordId)`: the save call's payload that writes the snapshot back;
 * - `titleOf(snapshot)`: what the record is called in the list of deleted records;
 * - `restore`: a deleted record is re-created through this add call (payload `toBody(snapshot)`, its own checks), under
 *   its old id; without it a deleted record's history is read-only, for the reason `noRestore` says.
 */
export type Snapshot = Record<string, unknown>;

export interface HistoryKindDef {
  screen: string;
  read: string;
  edit: string;
  gameScoped: boolean;
  secrets: readonly string[];
  ignore: readonly string[];
  toBody(snapshot: Snapshot, recordId: number): Record<string, unknown>;
  titleOf(snapshot: Snapshot): string;
  restore?: { call: string; toBody(snapshot: Snapshot): Record<string, unknown> };
  noRestore?: HistoryMessageKey;
}

const STAMP = ['id', 'gameId', 'gameName', 'created', 'updated', 'updatedBy'];

const pick = (s: Snapshot, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => s[k] !== undefined && s[k] !== null).map((k) => [k, s[k]]));

/** The save payload without its record id: what the add call that re-creates a deleted record takes. */
const withoutId = (body: Record<string, unknown>) => {
  const { id: _id, ...rest } = body;
  return rest;
};

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const gameName = (id: unknown) => getStore().games.find((g) => g.id === id)?.name ?? `#${text(id)}`;

const RULE_FIELDS = [
  'verifyMode',
  'appId',
  'bizId',
  'secretKey',
  'guestMinutes',
  'windows',
  'holidays',
  'workdays',
  'caps',
];

export const HISTORY_KIND_DEFS: Record<HistoryKind, HistoryKindDef> = {
  commonConfig: {
    screen: '/dic/commonConfig',
    read: '/api/mng/commonConfig/page',
    edit: '/api/mng/commonConfig/edit',
    gameScoped: false,
    secrets: [],
    ignore: STAMP,
    toBody: (s, id) => ({ ...pick(s, ['key', 'value', 'type', 'description']), scopeGameId: s.gameId ?? 0, id }),
    titleOf: (s) => text(s.key),
    restore: {
      call: '/api/mng/commonConfig/add',
      toBody: (s) => withoutId(HISTORY_KIND_DEFS.commonConfig.toBody(s, 0)),
    },
  },
  appKey: {
    screen: '/unity/keyConfig',
    read: '/api/mng/key/page',
    edit: '/api/mng/key/edit',
    gameScoped: false,
    secrets: ['appSecret', 'payKey'],
    ignore: [...STAMP, 'secretRotated', 'payKeyRotated'],
    toBody: (s, id) => ({ ...pick(s, ['rsaPublicKey', 'remark']), id }),
    titleOf: (s) => gameName(s.gameId),
    noRestore: 'noRestoreAppKey',
  },
  payConfig: {
    screen: '/pay/payConfig',
    read: '/api/mng/payConfig/page',
    edit: '/api/mng/payConfig/edit',
    gameScoped: true,
    secrets: ['privateKey', 'apiKey', 'certPassword'],
    ignore: STAMP,
    toBody: (s, id) => ({
      ...pick(s, ['merchantId', 'appId', 'privateKey', 'apiKey', 'certPassword', 'notifyUrl', 'feeRateBp']),
      ...pick(s, ['status', 'sort', 'remark']),
      id,
    }),
    titleOf: (s) => `${text(s.payType)} ${text(s.merchantId)}`.trim(),
    restore: {
      call: '/api/mng/payConfig/add',
      toBody: (s) => ({ payType: s.payType, ...withoutId(HISTORY_KIND_DEFS.payConfig.toBody(s, 0)) }),
    },
  },
  payList: {
    screen: '/pay/payList',
    read: '/api/mng/payList/page',
    edit: '/api/mng/payList/edit',
    gameScoped: true,
    secrets: [],
    ignore: STAMP,
    toBody: (s, id) => ({ ...pick(s, ['channel', 'region', 'payTypes', 'status', 'remark']), id }),
    titleOf: (s) => `${text(s.channel)}/${text(s.region)}`,
    restore: { call: '/api/mng/payList/add', toBody: (s) => withoutId(HISTORY_KIND_DEFS.payList.toBody(s, 0)) },
  },
  cutPay: {
    screen: '/special/cutPay',
    read: '/api/special/cutPay/page',
    edit: '/api/special/cutPay/edit',
    gameScoped: true,
    secrets: [],
    ignore: STAMP,
    toBody: (s, id) => ({
      ...pick(s, ['channel', 'minVersion', 'maxVersion', 'region', 'fromPayType', 'toPayType', 'startAt', 'endAt']),
      ...pick(s, ['status', 'note']),
      id,
    }),
    titleOf: (s) => `${text(s.channel)} ${text(s.fromPayType)} → ${text(s.toPayType)}`,
    restore: { call: '/api/special/cutPay/add', toBody: (s) => withoutId(HISTORY_KIND_DEFS.cutPay.toBody(s, 0)) },
  },
  updateConfig: {
    screen: '/operate/updateConfig',
    read: '/api/operate/updateConfig/page',
    edit: '/api/operate/updateConfig/edit',
    gameScoped: true,
    secrets: [],
    ignore: STAMP,
    toBody: (s, id) => ({
      ...pick(s, ['platform', 'channel', 'minVersion', 'latestVersion', 'force', 'downloadUrl', 'notes', 'rollout']),
      ...pick(s, ['status']),
      id,
    }),
    titleOf: (s) => `${text(s.platform)} ${text(s.channel)} → ${text(s.latestVersion)}`,
    restore: {
      call: '/api/operate/updateConfig/add',
      toBody: (s) => withoutId(HISTORY_KIND_DEFS.updateConfig.toBody(s, 0)),
    },
  },
  antiAddictionPlatform: {
    screen: '/unity/anti-addiction',
    read: '/api/unity/antiAddiction/get',
    edit: '/api/unity/antiAddiction/edit',
    gameScoped: false,
    secrets: ['appId', 'bizId', 'secretKey'],
    ignore: STAMP,
    toBody: (s) => ({ rules: pick(s, RULE_FIELDS) }),
    titleOf: () => '',
  },
  antiAddictionGame: {
    screen: '/special/anti-addiction',
    read: '/api/special/antiAddiction/get',
    edit: '/api/special/antiAddiction/edit',
    gameScoped: true,
    secrets: ['rules.appId', 'rules.bizId', 'rules.secretKey'],
    ignore: STAMP,
    toBody: (s) =>
      s.mode === 'override' && isPlainObject(s.rules)
        ? { mode: 'override', rules: pick(s.rules, RULE_FIELDS) }
        : { mode: 'inherit' },
    titleOf: () => '',
  },
  pluginConfig: {
    screen: '/sdk/plugin/sdkConfig',
    read: '/api/sdk/plugin/config/get',
    edit: '/api/sdk/plugin/config/save',
    gameScoped: true,
    secrets: [],
    ignore: [...STAMP, 'pluginId'],
    toBody: (s, id) => ({ pluginId: id, values: s.values ?? {}, ...pick(s, ['enabled']) }),
    // the plugin's versions carry its name (mock/sdk/plugins.ts); its parameters go when the plugin goes
    titleOf: () => '',
    noRestore: 'noRestorePlugin',
  },
  // a protocol line (entity, kind, language; its id is its first version's id): every save is a new draft version of
  // it; a rollback saves the chosen version's content again as a new draft (publishing stays its own step)
  protocol: {
    screen: '/setting/operation/protocol',
    read: '/api/setting/protocol/page',
    edit: '/api/setting/protocol/add',
    gameScoped: false,
    secrets: [],
    ignore: [...STAMP, 'version', 'status', 'basedOn', 'createdBy', 'publishedAt', 'publishedBy', 'archivedAt'],
    toBody: (s) => ({
      ...pick(s, ['entityId', 'template', 'kind', 'lang', 'title', 'format', 'content', 'note']),
      basedOn: s.id,
    }),
    titleOf: (s) => `${text(s.title)} (${text(s.lang)})`,
  },
};

export const kindDef = (kind: HistoryKind): HistoryKindDef => HISTORY_KIND_DEFS[kind];
