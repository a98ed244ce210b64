import {
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ProColumns,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { useDispatch, useSelector } from '@umijs/max';
import { Alert } from 'antd';
import DictTag from '@/components/DictTag';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useAddressPreset } from '@/components/CrudTable/address';
import type { RootState } from '@/models/types';
import {
  addChildGame,
  deleteChildGame,
  editChildGame,
  pageChildGames,
  type ChildGamePayload,
  type ChildRow,
} from '../../service';
import { statusEnum, toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { useDictEnums, type ValueEnum } from '@/hooks/useDictEnums';
import { SETTING_PATHS } from '../../paths';
import { action } from '@/utils/action';
import { CHILD_GAME_FIELDS as F } from '@/contract/setting/games/fields';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * /setting/gamesConfig/child: the child games of the current parent game (X-Game-Id) on the /mng/childGame/*
 * endpoints the requirements list (docs/rules.md "Clients and calls"; the add call sends Is_Need_Child_Game_Id: 1).
 * Changes refresh the header's child-game picker. `?status=1` presets the status filter (the welcome page's enabled
 * child games link here).
 */

export default function ChildGamesPage() {
  const t = useText();
  const dispatch = useDispatch();
  const gameId = useSelector((s: RootState) => s.games.currentGameId);
  const gameName = useSelector(
    (s: RootState) => s.games.gameList.find((g) => String(g.id) === s.games.currentGameId)?.name,
  );
  const status = statusEnum(t);
  const fallback: Record<string, ValueEnum> = {
    platform: Object.fromEntries(F.platform.enum.map((p) => [p, { text: t(`pages.setting.child.platform.${p}`) }])),
    child_game_type: Object.fromEntries(
      F.type.enum.map((n) => [String(n), { text: t(`pages.setting.child.type.${n}`) }]),
    ),
  };
  const { platform, child_game_type: types } = useDictEnums(['platform', 'child_game_type'], fallback);
  // the name's and the package name's limits are the contract's (src/contract/setting/games/fields.ts)
  const nameField = fieldRules(F.name);
  const packageField = fieldRules(F.packageName, {
    patternMessage: t('pages.setting.child.packageName.pattern'),
    lengthMessage: t('pages.setting.child.packageName.pattern'),
  });
  const refreshPicker = () => gameId && dispatch({ type: 'games/fetchChildGames', payload: gameId });
  const formRef = useRef<ProFormInstance>();
  const presets = useAddressPreset(formRef, { keys: ['status'], enums: { status: ['1', '0'] } });

  if (!gameId) return <Alert type="info" showIcon message={t('common.pickGame')} style={{ margin: 24 }} />;

  const tagOf = (map: ValueEnum, v: string) => <DictTag map={map} value={v} />;
  const columns: ProColumns<ChildRow>[] = [
    {
      title: t('pages.setting.child.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('pages.setting.child.search') },
    },
    {
      title: t('pages.setting.child.platform'),
      dataIndex: 'platform',
      valueType: 'select',
      valueEnum: platform,
      render: (_, r) => tagOf(platform, r.platform),
    },
    { title: t('pages.setting.child.packageName'), dataIndex: 'packageName', hideInSearch: true, copyable: true },
    {
      title: t('pages.setting.child.type'),
      dataIndex: 'type',
      hideInSearch: true,
      valueEnum: types,
      render: (_, r) => tagOf(types, String(r.type)),
    },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: status },
    { title: t('common.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<ChildRow, ChildGamePayload>
      id="child-table"
      formRef={formRef}
      openSearch={presets}
      headerTitle={t('pages.setting.child.of', { name: gameName || `#${gameId}` })}
      columns={columns}
      service={{
        page: pageChildGames,
        add: async (p, o) => {
          // the contract's bodyChildGameId is a number; the store keeps the id as text (session storage)
          const res = await addChildGame(p, o);
          refreshPicker();
          return res;
        },
        edit: async (p, o) => {
          const res = await editChildGame(p, o);
          refreshPicker();
          return res;
        },
        remove: async (r) => {
          const res = await deleteChildGame({ id: r.id, type: r.type });
          refreshPicker();
          return res;
        },
      }}
      authority={{
        add: action(SETTING_PATHS.gamesConfig, 'add'),
        edit: action(SETTING_PATHS.gamesConfig, 'edit'),
        remove: action(SETTING_PATHS.gamesConfig, 'delete'),
        export: action(SETTING_PATHS.gamesConfig, 'export'),
      }}
      exportName={t('pages.setting.child.exportName')}
      toForm={(r) => ({ ...r, type: String(r.type), status: r.status === 1 })}
      toPayload={(v, r) => ({
        ...(r ? { id: r.id } : {}),
        name: String(v.name ?? '').trim(),
        platform: String(v.platform ?? '') as ChildGamePayload['platform'],
        packageName: String(v.packageName ?? '').trim(),
        type: Number(v.type) as ChildGamePayload['type'],
        status: toStatus(v.status ?? true),
      })}
      formFields={() => (
        <>
          <ProFormText
            htmlFor="child-form-name"
            name="name"
            label={t('pages.setting.child.name')}
            fieldProps={{ id: 'child-form-name', ...nameField.input }}
            rules={nameField.rules}
          />
          <ProFormSelect
            htmlFor="child-form-platform"
            name="platform"
            label={t('pages.setting.child.platform')}
            valueEnum={platform}
            fieldProps={{ id: 'child-form-platform' }}
            rules={[requiredRule(undefined, false)]}
          />
          <ProFormText
            htmlFor="child-form-package"
            name="packageName"
            label={t('pages.setting.child.packageName')}
            tooltip={t('pages.setting.child.packageName.tip')}
            fieldProps={{ id: 'child-form-package', ...packageField.input }}
            rules={packageField.rules}
          />
          <ProFormSelect
            htmlFor="child-form-type"
            name="type"
            label={t('pages.setting.child.type')}
            valueEnum={types}
            fieldProps={{ id: 'child-form-type' }}
            rules={[requiredRule(undefined, false)]}
          />
          <ProFormSwitch name="status" label={t('common.status')} initialValue />
        </>
      )}
    />
  );
}
