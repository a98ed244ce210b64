import {
  type ActionType,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components';
import { history, useAccess, useSelector } from '@umijs/max';
import { Alert, Button, message, Select, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { statusEnum, toStatus } from '@/components/status';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { LINE_FIELDS as F } from '@/contract/setting/games/fields';
import { isGatewayAddress } from '@/contract/setting/games/gateway';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { useGameOptions, useText } from '@/hooks';
import { useRegionEnum } from '@/hooks/usePayWords';
import type { RootState } from '@/models/types';
import { addLine, deleteLine, editLine, type LinePayload, type LineRow, pageLines, sortLines } from '../service';
import { SETTING_PATHS } from '../../paths';
import { moved } from './components/move';
import { pageQuery } from '@/utils/pageQuery';

/**
 * /setting/gamesConfig/line (hidden; `?gameId=`, else the current game): a parent game's server lines: name (unique
 * in the game), region, gateway address (host:port or http(s) URL, checked as typed and by the backend), status and
 * sort. Create, edit, delete, and move a line up or down (the backend rewrites the order of all the game's lines).
 * Changes are granted by the screen itself (hidden screens have no buttons of their own).
 */
export default function LinesPage() {
  const t = useText();
  const { can } = useAccess();
  const { query } = usePaneLocation();
  const current = useSelector((s: RootState) => s.games.currentGameId);
  const gameId = Number(query.get('gameId') || current) || undefined;
  const games = useGameOptions(false);
  const regions = useRegionEnum(F.region.enum);
  // every limit and pattern is the contract's (src/contract/setting/games/fields.ts); the gateway's port and IPv4
  // parts are parsed by isGatewayAddress(), which the backend runs too
  const nameField = fieldRules(F.name);
  const gateway = fieldRules(F.gateway, { patternMessage: t('pages.setting.line.gateway.pattern') });
  const sortField = fieldRules(F.sort);
  const actionRef = useRef<ActionType>();
  const [moving, setMoving] = useState(false);
  const canChange = can(SETTING_PATHS.gamesConfigLine);
  const gameName = games.find((g) => g.value === gameId)?.label ?? `#${gameId}`;

  if (!gameId) return <Alert type="info" showIcon message={t('common.pickGame')} style={{ margin: 24 }} />;

  const move = async (r: LineRow, step: -1 | 1) => {
    if (moving) return;
    setMoving(true);
    try {
      const all = await pageLines(pageQuery({ size: 500 }, { parentGameId: gameId }));
      const ids = moved(
        all.data.list.map((l) => l.id),
        r.id,
        step,
      );
      if (ids) {
        await sortLines({ parentGameId: gameId, ids });
        message.success(t('pages.setting.line.sorted'));
        actionRef.current?.reload();
      }
    } catch {
      // shown by the request layer
    } finally {
      setMoving(false);
    }
  };

  const columns: ProColumns<LineRow>[] = [
    { title: t('pages.setting.line.sort'), dataIndex: 'sort', hideInSearch: true, width: 72 },
    {
      title: t('pages.setting.line.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('pages.setting.line.search') },
    },
    { title: t('pages.setting.line.region'), dataIndex: 'region', valueType: 'select', valueEnum: regions },
    { title: t('pages.setting.line.gateway'), dataIndex: 'gateway', hideInSearch: true, copyable: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <CrudTable<LineRow, LinePayload>
      id="line-table"
      headerTitle={
        <Space>
          <label htmlFor="line-game">{t('pages.setting.line.of')}</label>
          <Select
            id="line-game"
            style={{ minWidth: 180 }}
            showSearch
            optionFilterProp="label"
            value={gameId}
            options={games}
            onChange={(v: number) => history.replace(`${SETTING_PATHS.gamesConfigLine}?gameId=${v}`)}
          />
        </Space>
      }
      columns={columns}
      actionRef={actionRef}
      params={{ parentGameId: gameId }}
      service={{
        page: (q) => pageLines({ ...q, parentGameId: gameId }),
        add: (p, o) => addLine({ ...p, parentGameId: gameId }, o),
        edit: (p, o) => editLine(p, o),
        remove: (r) => deleteLine({ id: r.id }),
      }}
      authority={{
        add: SETTING_PATHS.gamesConfigLine,
        edit: SETTING_PATHS.gamesConfigLine,
        remove: SETTING_PATHS.gamesConfigLine,
        export: SETTING_PATHS.gamesConfigLine,
      }}
      exportName={t('pages.setting.line.exportName')}
      exportGame={gameName}
      rowActions={(r) =>
        canChange
          ? [
              <Tooltip key="up" title={t('pages.setting.line.up')}>
                <Button
                  type="link"
                  size="small"
                  id={`line-up-${r.id}`}
                  aria-label={t('pages.setting.line.up')}
                  icon={<ArrowUpOutlined />}
                  disabled={moving}
                  onClick={() => move(r, -1)}
                />
              </Tooltip>,
              <Tooltip key="down" title={t('pages.setting.line.down')}>
                <Button
                  type="link"
                  size="small"
                  id={`line-down-${r.id}`}
                  aria-label={t('pages.setting.line.down')}
                  icon={<ArrowDownOutlined />}
                  disabled={moving}
                  onClick={() => move(r, 1)}
                />
              </Tooltip>,
            ]
          : []
      }
      toForm={(r) => ({ ...r, status: r.status === 1 })}
      toPayload={(v, r) => ({
        ...(r ? { id: r.id } : {}),
        name: String(v.name ?? '').trim(),
        region: v.region as LinePayload['region'],
        gateway: String(v.gateway ?? '').trim(),
        status: toStatus(v.status ?? true),
        ...(v.sort === undefined || v.sort === null || v.sort === '' ? {} : { sort: Number(v.sort) }),
      })}
      formFields={() => (
        <>
          <ProFormText
            htmlFor="line-form-name"
            name="name"
            label={t('pages.setting.line.name')}
            fieldProps={{ id: 'line-form-name', ...nameField.input }}
            rules={nameField.rules}
          />
          <ProFormSelect
            htmlFor="line-form-region"
            name="region"
            label={t('pages.setting.line.region')}
            valueEnum={regions}
            fieldProps={{ id: 'line-form-region' }}
            rules={[requiredRule(undefined, false)]}
          />
          <ProFormText
            htmlFor="line-form-gateway"
            name="gateway"
            label={t('pages.setting.line.gateway')}
            tooltip={t('pages.setting.line.gateway.tip')}
            fieldProps={{ id: 'line-form-gateway', ...gateway.input, placeholder: 'gw1.example.com:9001' }}
            // one message at a time: an address off the pattern fails the parse below too
            validateFirst
            rules={[
              ...gateway.rules,
              {
                validator: async (_, v?: string) => {
                  if (v && !isGatewayAddress(v)) throw new Error(t('pages.setting.line.gateway.pattern'));
                },
              },
            ]}
          />
          <ProFormDigit
            htmlFor="line-form-sort"
            name="sort"
            label={t('pages.setting.line.sort')}
            tooltip={t('pages.setting.line.sort.tip')}
            fieldProps={{ id: 'line-form-sort', ...sortField.input }}
            rules={sortField.rules}
          />
          <ProFormSwitch name="status" label={t('common.status')} initialValue />
        </>
      )}
    />
  );
}
