import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useAccess, useDispatch } from '@umijs/max';
import { Avatar } from 'antd';
import DictTag from '@/components/DictTag';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import CreateButton from '@/components/CreateButton';
import CrudTable from '@/components/CrudTable';
import { useStatusLinks } from '@/components/RuleList/useStatusLinks';
import { statusEnum } from '@/components/status';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { disableSettingGame, enableSettingGame, type GameRow, pageSettingGames } from './service';
import { SETTING_PATHS } from '../paths';
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
  const regions = useGameRegionEnum();
  useReloadOnReturn(() => actionRef.current?.reload());
  const statusLinks = useStatusLinks<GameRow>({
    idPrefix: 'games',
    texts: {
      enable: 'pages.setting.games.enable',
      disable: 'pages.setting.games.disable',
      disableConfirm: 'pages.setting.games.disable.confirm',
      enabled: 'pages.setting.games.enabled',
      disabled: 'pages.setting.games.disabled',
    },
    editKey: action(SETTING_PATHS.gamesConfig, 'edit'),
    edit: SETTING_PATHS.gamesConfigConfig,
    enable: enableSettingGame,
    disable: disableSettingGame,
    confirmValues: (r) => ({ name: r.name }),
    onDone: () => {
      actionRef.current?.reload();
      dispatch({ type: 'games/fetchGames' });
    },
  });

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
      render: (_, r) => <DictTag map={regions} value={r.region} />,
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
        ...statusLinks(r),
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
        <CreateButton
          key="create"
          id="games-create"
          authority={action(SETTING_PATHS.gamesConfig, 'add')}
          onClick={() => history.push(SETTING_PATHS.gamesConfigConfig)}
        >
          {t('pages.setting.games.create')}
        </CreateButton>,
      ]}
    />
  );
}
