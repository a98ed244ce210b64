import type { ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { Alert, Checkbox, Form, Space, Tag } from 'antd';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { useAddressPreset } from '@/components/CrudTable/address';
import { statusEnum } from '@/components/status';
import { pageGameAccess, setGameAccess, type GameAccessRow } from '../service';
import { useGameOptions, useText } from '@/hooks';
import { UNITY_PATHS } from '../paths';
import { action } from '@/utils/action';

/**
 * /unity/people: which parent games each person may work in (the header's game picker and every X-Game-Id call
 * follow it). Holders of the super-admin role may always use every game; their row is read-only here. Filters: name,
 * a game the person may use, status; `?gameId=1&status=1` presets them (the welcome page's people who may use the
 * game link here).
 */
export default function PeopleGamesPage() {
  const t = useText();
  const games = useGameOptions(false);
  const formRef = useRef<ProFormInstance>();
  const presets = useAddressPreset(formRef, {
    keys: ['gameId', 'status'],
    fields: { gameId: 'filterGameId' },
    numbers: ['gameId'],
    enums: { status: ['1', '0'] },
  });

  const columns: ProColumns<GameAccessRow>[] = [
    { title: t('pages.unity.people.account'), dataIndex: 'account', hideInSearch: true },
    {
      title: t('pages.unity.people.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('pages.unity.people.search') },
    },
    { title: t('pages.unity.people.department'), dataIndex: 'departmentName', hideInSearch: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    {
      title: t('pages.unity.people.games'),
      dataIndex: 'filterGameId',
      valueType: 'select',
      hideInTable: true,
      hideInDescriptions: true,
      fieldProps: { options: games, showSearch: true, optionFilterProp: 'label' },
    },
    {
      title: t('pages.unity.people.games'),
      dataIndex: 'games',
      hideInSearch: true,
      render: (_, r) =>
        r.allGames ? (
          <Tag color="gold">{t('pages.unity.people.allGames')}</Tag>
        ) : r.games.length ? (
          <Space size={[0, 4]} wrap>
            {r.games.map((g) => (
              <Tag key={g.id}>{g.name}</Tag>
            ))}
          </Space>
        ) : (
          <Tag color="default">{t('pages.unity.people.noGames')}</Tag>
        ),
      renderText: (_: unknown, r: GameAccessRow) =>
        r.allGames ? t('pages.unity.people.allGames') : r.games.map((g) => g.name).join(' '),
    },
  ];

  return (
    <CrudTable<GameAccessRow, { personId: number; gameIds: number[] }>
      id="people-games-table"
      formRef={formRef}
      openSearch={presets}
      rowKey="personId"
      columns={columns}
      service={{ page: pageGameAccess, edit: setGameAccess }}
      authority={{ edit: action(UNITY_PATHS.people, 'edit'), export: action(UNITY_PATHS.people, 'export') }}
      exportName={t('pages.unity.people.exportName')}
      toForm={(r) => ({ gameIds: r.gameIds })}
      toPayload={(v, r) => ({
        personId: Number(r?.personId),
        gameIds: Array.isArray(v.gameIds) ? v.gameIds.map(Number) : [],
      })}
      formFields={(r) => (
        <>
          {r?.allGames && (
            <Alert type="info" showIcon message={t('pages.unity.people.allGames.tip')} style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            name="gameIds"
            label={t('pages.unity.people.gamesOf', { name: r?.name || '' })}
            id="people-games-form"
          >
            <Checkbox.Group options={games} disabled={Boolean(r?.allGames)} />
          </Form.Item>
        </>
      )}
    />
  );
}
