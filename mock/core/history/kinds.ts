import type { HistoryKind } from '../../../src/contract/history';
import { isPlainObject } from '../validate';

/**
 * The configuration records that keep versions (docs/rules.md "Configuration history"), one entry per kind:
 * - `screen`: the screen that shows the record; `read`: the call whose grant lets a person read its history (the
 *   screen's list or get); `edit`: the record's own save call, whose grant a rollback needs and through whose handler
 *   (validation included) a rollback is applied;
 * - `gameScoped`: the record lives in the current game (X-Game-Id), so its history does too;
 * - `secrets`: dotted paths of secret fields (a save may add more, e.g. a plugin's secret parameters);
 * - `ignore`: bookkeeping left out of diffs (who and when are the version's own);
 * - `toBody(snapshot, recordId)`: the save call's payload that writes the snapshot back.
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
}

const STAMP = ['id', 'gameId', 'gameName', 'created', 'updated', 'updatedBy'];

const pick = (s: Snapshot, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => s[k] !== undefined && s[k] !== null).map((k) => [k, s[k]]));

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
  },
  appKey: {
    screen: '/unity/keyConfig',
    read: '/api/mng/key/page',
    edit: '/api/mng/key/edit',
    gameScoped: false,
    secrets: ['appSecret', 'payKey'],
    ignore: [...STAMP, 'secretRotated', 'payKeyRotated'],
    toBody: (s, id) => ({ ...pick(s, ['rsaPublicKey', 'remark']), id }),
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
  },
  payList: {
    screen: '/pay/payList',
    read: '/api/mng/payList/page',
    edit: '/api/mng/payList/edit',
    gameScoped: true,
    secrets: [],
    ignore: STAMP,
    toBody: (s, id) => ({ ...pick(s, ['channel', 'region', 'payTypes', 'status', 'remark']), id }),
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
  },
  antiAddictionPlatform: {
    screen: '/unity/anti-addiction',
    read: '/api/unity/antiAddiction/get',
    edit: '/api/unity/antiAddiction/edit',
    gameScoped: false,
    secrets: ['appId', 'bizId', 'secretKey'],
    ignore: STAMP,
    toBody: (s) => ({ rules: pick(s, RULE_FIELDS) }),
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
  },
  pluginConfig: {
    screen: '/sdk/plugin/sdkConfig',
    read: '/api/sdk/plugin/config/get',
    edit: '/api/sdk/plugin/config/save',
    gameScoped: true,
    secrets: [],
    ignore: [...STAMP, 'pluginId'],
    toBody: (s, id) => ({ pluginId: id, values: s.values ?? {}, ...pick(s, ['enabled']) }),
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
  },
};

export const kindDef = (kind: HistoryKind): HistoryKindDef => HISTORY_KIND_DEFS[kind];
