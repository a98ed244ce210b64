import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess, useDispatch } from '@umijs/max';
import { Avatar, Button, message, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { disableSettingGame, enableSettingGame, type GameRow, pageSettingGames } from '@/pages/setting/gamesService';
import { SETTING_PATHS } from '@/pages/setting/paths';
import { action } from '@/utils/action';
import { useGameRegionEnum } from './components/labels';

/**
 * /setting/gamesConfig: the parent games (icon, name, alias, type, operating entity, project, child-game count,
 * status, created), filtered by name or alias, type and status, exported. Created and edited on
 * /setting/gamesConfig/config; enabled and disabled here; each row opens the game's server lines and its interface
 * info. Every change reloads the console's game list, so the header's switcher and /gameSelect follow at once.
 */
export default function GamesConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const dispatch = useDispatch();
  const actionRef = useRef<ActionType>();
  const [busy, setBusy] = useState(false);
  const regions = useGameRegionEnum();
  useReloadOnReturn(() => actionRef.current?.reload());
  const canEdit = can(action(SETTING_PATHS.gamesConfig, 'edit'));

  const setStatus = async (r: GameRow, on: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await (on ? enableSettingGame : disableSettingGame)({ id: r.id });
      message.success(t(on ? 'pages.setting.games.enabled' : 'pages.setting.games.disabled'));
      actionRef.current?.reload();
      dispatch({ type: 'games/fetchGames' });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<GameRow>[] = [
    {
      title: t('pages.setting.games.icon'),
      // no dataIndex: the CSV export leaves the picture out
      key: 'icon',
      hideInSearch: true,
      hideInDescriptions: true,
      width: 64,
      render: (_, r) => <Avatar shape="square" src={r.icon} alt={r.name} />,
    },
    {
      title: t('pages.setting.games.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('pages.setting.games.search') },
    },
    { title: t('pages.setting.games.alias'), dataIndex: 'alias', hideInSearch: true, copyable: true },
    {
      title: t('pages.setting.games.region'),
      dataIndex: 'region',
      valueType: 'select',
      valueEnum: regions,
      render: (_, r) => <Tag color={regions[r.region]?.color}>{regions[r.region]?.text ?? r.region}</Tag>,
    },
    { title: t('pages.setting.games.entity'), dataIndex: 'entity', hideInSearch: true, ellipsis: true },
    { title: t('pages.setting.games.project'), dataIndex: 'project', hideInSearch: true },
    { title: t('pages.setting.games.childCount'), dataIndex: 'childGameCount', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('common.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<GameRow>
      id="games-table"
      columns={columns}
      actionRef={actionRef}
      service={{ page: pageSettingGames }}
      authority={{ export: action(SETTING_PATHS.gamesConfig, 'export') }}
      exportName={t('pages.setting.games.exportName')}
      rowActions={(r) => [
        canEdit ? (
          <ActionLink
            key="edit"
            id={`games-edit-${r.id}`}
            onClick={() => history.push(`${SETTING_PATHS.gamesConfigConfig}?id=${r.id}`)}
          >
            {t('crud.edit')}
          </ActionLink>
        ) : null,
        canEdit && r.status === 1 ? (
          <Popconfirm
            key="disable"
            title={t('pages.setting.games.disable.confirm', { name: r.name })}
            onConfirm={() => setStatus(r, false)}
          >
            <ActionLink id={`games-disable-${r.id}`}>{t('pages.setting.games.disable')}</ActionLink>
          </Popconfirm>
        ) : null,
        canEdit && r.status !== 1 ? (
          <ActionLink key="enable" id={`games-enable-${r.id}`} onClick={() => setStatus(r, true)}>
            {t('pages.setting.games.enable')}
          </ActionLink>
        ) : null,
        can(SETTING_PATHS.gamesConfigLine) ? (
          <ActionLink
            key="lines"
            id={`games-lines-${r.id}`}
            onClick={() => history.push(`${SETTING_PATHS.gamesConfigLine}?gameId=${r.id}`)}
          >
            {t('pages.setting.games.lines')}
          </ActionLink>
        ) : null,
        can(SETTING_PATHS.interfaceInfo) ? (
          <ActionLink
            key="interface"
            id={`games-interface-${r.id}`}
            onClick={() => history.push(`${SETTING_PATHS.interfaceInfo}?gameId=${r.id}`)}
          >
            {t('pages.setting.games.interfaceInfo')}
          </ActionLink>
        ) : null,
      ]}
      toolbar={() => [
        <Access key="create" accessible={can(action(SETTING_PATHS.gamesConfig, 'add'))}>
          <Button type="primary" id="games-create" onClick={() => history.push(SETTING_PATHS.gamesConfigConfig)}>
            {t('pages.setting.games.create')}
          </Button>
        </Access>,
      ]}
    />
  );
}
