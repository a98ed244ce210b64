import type { ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess, useDispatch } from '@umijs/max';
import { Avatar, Button, Space } from 'antd';
import DictTag from '@/components/DictTag';
import CrudTable from '@/components/CrudTable';
import { afterWrites } from '@/components/CrudTable/afterWrites';
import { deleteGame, editGame, pageGames, type ParentGame, type ParentGamePayload } from '../service';
import { GameBasicsFields, GameOwnerFields, regionFallback } from '../components/GameFields';
import { statusEnum, toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { useDictEnums } from '@/hooks/useDictEnums';
import { UNITY_PATHS } from '../paths';
import { action } from '@/utils/action';

/**
 * /unity/listGame: the parent games with their child-game counts. New games come from the wizard (/unity/gameConfig);
 * a game that still has child games cannot be deleted. Changes refresh the header's game picker.
 */
export default function ListGamePage() {
  const t = useText();
  const { can } = useAccess();
  const dispatch = useDispatch();
  const status = statusEnum(t);
  const { region } = useDictEnums(['region'], regionFallback(t));
  const refreshGames = () => dispatch({ type: 'games/fetchGames' });

  const columns: ProColumns<ParentGame>[] = [
    {
      title: t('pages.unity.game.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('pages.unity.game.search') },
      render: (_, r) => (
        <Space>
          {/* decorative: the name follows */}
          <Avatar src={r.icon || undefined} alt="" size="small" shape="square">
            {r.name.slice(0, 1)}
          </Avatar>
          <span>{r.name}</span>
        </Space>
      ),
      renderText: (v: unknown) => String(v ?? ''),
    },
    { title: t('pages.unity.game.alias'), dataIndex: 'alias', hideInSearch: true },
    {
      title: t('pages.unity.game.region'),
      dataIndex: 'region',
      valueType: 'select',
      valueEnum: region,
      render: (_, r) => <DictTag map={region} value={r.region} />,
    },
    { title: t('pages.unity.game.entity'), dataIndex: 'entity', hideInSearch: true, ellipsis: true },
    { title: t('pages.unity.game.project'), dataIndex: 'project', hideInSearch: true },
    { title: t('pages.unity.game.childCount'), dataIndex: 'childGameCount', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: status },
    { title: t('common.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<ParentGame, ParentGamePayload & { id: number }>
      id="game-table"
      columns={columns}
      service={afterWrites({ page: pageGames, edit: editGame, remove: (r) => deleteGame({ id: r.id }) }, refreshGames)}
      authority={{
        edit: action(UNITY_PATHS.listGame, 'edit'),
        remove: action(UNITY_PATHS.listGame, 'delete'),
        export: action(UNITY_PATHS.listGame, 'export'),
      }}
      exportName={t('pages.unity.listGame.exportName')}
      canDelete={(r) => r.childGameCount === 0}
      deleteDisabledTip={(r) => t('pages.unity.listGame.hasChildren', { n: r.childGameCount })}
      toForm={(r) => ({ ...r, status: r.status === 1 })}
      toPayload={(v, r) => ({
        id: Number(r?.id),
        name: String(v.name ?? '').trim(),
        alias: String(v.alias ?? '').trim(),
        region: v.region as ParentGame['region'],
        entity: String(v.entity ?? '').trim(),
        project: String(v.project ?? '').trim(),
        status: toStatus(v.status),
      })}
      formFields={() => (
        <>
          <GameBasicsFields idPrefix="game-form" />
          <GameOwnerFields idPrefix="game-form" regionEnum={region} />
        </>
      )}
      toolbar={() => [
        <Access key="new" accessible={can([UNITY_PATHS.gameConfig, action(UNITY_PATHS.listGame, 'add')])}>
          <Button type="primary" id="game-create" onClick={() => history.push(UNITY_PATHS.gameConfig)}>
            {t('menu.unity.gameConfig')}
          </Button>
        </Access>,
      ]}
    />
  );
}
