import type { ActionType, ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useMemo, useRef, useState } from 'react';
import { RequestLink } from '@/components/ChangeRequest';
import CrudTable from '@/components/CrudTable';
import { rangeToInclusiveQuery, useAddressPreset } from '@/components/CrudTable/address';
import type { OpLogEntry } from '@/services/types';
import { pageOpLog } from './service';
import { type OpLogOptions, opLogOptionsAtRender, opLogOptionsLater } from './early';
import { useGameName, useGameOptions, useText } from '@/hooks';
import DiffView from './components/DiffView';
import { OPLOG_PATHS } from './paths';
import { action } from '@/utils/action';

const NO_OPTIONS: OpLogOptions = [];

/**
 * /oplog: every change any screen makes (who, when, game, module, action, target, result, IP, duration), newest
 * first; filters on operator, game, module, action, result and a time range (business days: docs/rules.md "Business
 * time zone"); details show the before/after diff. The address presets the filters (the welcome page's figures link
 * here with exactly what they count): `?gameId=1&from=<ms>&to=<ms>&result=failure`, or `?range=today`.
 */
export const OPLOG_ADDRESS = {
  rangeField: 'timeRange',
  fromKey: 'from',
  toKey: 'to',
  keys: ['gameId', 'result'],
  fields: { gameId: 'filterGameId' },
  numbers: ['gameId'],
  enums: { result: ['success', 'failure'] },
} as const;

export default function OpLogPage() {
  const t = useText();
  const intl = useIntl();
  const gameName = useGameName();
  const games = useGameOptions(true);
  const actionRef = useRef<ActionType>();
  const formRef = useRef<ProFormInstance>();

  // the filter options: there at the first render when asked for with the console's start (./early.ts), else asked
  // for while the screen first renders, not after the table has mounted (the filters offer no choices until then)
  const [atRender] = useState(opLogOptionsAtRender);
  const { data: later } = useRequest(opLogOptionsLater, { ready: !atRender });
  const options = atRender ?? later ?? NO_OPTIONS;

  const presets = useAddressPreset(formRef, OPLOG_ADDRESS);

  const moduleName = (m: string) => intl.formatMessage({ id: `pages.oplog.module.${m}`, defaultMessage: m });
  const actionName = (a: string) => intl.formatMessage({ id: `pages.oplog.action.${a}`, defaultMessage: a });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the options and the language (intl); moduleName is rebuilt each render
  const moduleEnum = useMemo(
    () => Object.fromEntries(options.map((o) => [o.module, { text: moduleName(o.module) }])),
    [options, intl],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the options and the language (intl); actionName is rebuilt each render
  const actionEnum = useMemo(
    () =>
      Object.fromEntries(
        [...new Set(options.flatMap((o) => o.actions))].sort().map((a) => [a, { text: actionName(a) }]),
      ),
    [options, intl],
  );

  const columns: ProColumns<OpLogEntry>[] = [
    {
      title: t('pages.oplog.time'),
      dataIndex: 'time',
      valueType: 'dateTime',
      hideInSearch: true,
      width: 170,
    },
    {
      title: t('pages.oplog.time'),
      dataIndex: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      // the backend's startTime/endTime are both inclusive
      search: { transform: (v: unknown) => rangeToInclusiveQuery(v, 'startTime', 'endTime') },
    },
    {
      title: t('pages.oplog.operator'),
      dataIndex: 'operatorName',
      search: { transform: (v: unknown) => ({ operator: v }) },
    },
    {
      title: t('pages.oplog.game'),
      dataIndex: 'gameId',
      hideInSearch: true,
      renderText: (v: unknown) => gameName(Number(v)),
    },
    {
      title: t('pages.oplog.game'),
      dataIndex: 'filterGameId',
      valueType: 'select',
      hideInTable: true,
      hideInDescriptions: true,
      fieldProps: { options: games, showSearch: true, optionFilterProp: 'label' },
    },
    {
      title: t('pages.oplog.module'),
      dataIndex: 'module',
      valueType: 'select',
      valueEnum: moduleEnum,
      fieldProps: { showSearch: true },
    },
    {
      title: t('pages.oplog.action'),
      dataIndex: 'action',
      valueType: 'select',
      valueEnum: actionEnum,
      fieldProps: { showSearch: true },
    },
    {
      title: t('pages.oplog.target'),
      dataIndex: 'target',
      hideInSearch: true,
      ellipsis: true,
    },
    {
      title: t('pages.oplog.result'),
      dataIndex: 'result',
      valueType: 'select',
      valueEnum: {
        success: { text: t('pages.oplog.result.success'), status: 'Success' },
        failure: { text: t('pages.oplog.result.failure'), status: 'Error' },
      },
    },
    {
      title: t('pages.oplog.message'),
      dataIndex: 'message',
      hideInSearch: true,
      hideInTable: true,
    },
    {
      // the change request the entry belongs to (asked, decided, applied or applied at once; issue 34)
      title: t('pages.oplog.changeRequest'),
      dataIndex: 'changeRequestId',
      hideInSearch: true,
      render: (_, r) =>
        'changeRequestId' in r && typeof r.changeRequestId === 'number' ? (
          <RequestLink id={r.changeRequestId} idPrefix={`oplog-${r.id}`} />
        ) : null,
      renderText: (v: unknown) => (typeof v === 'number' ? `#${v}` : ''),
    },
    { title: t('pages.oplog.ip'), dataIndex: 'ip', hideInSearch: true },
    {
      title: t('pages.oplog.duration'),
      dataIndex: 'durationMs',
      hideInSearch: true,
      renderText: (v: unknown) => t('pages.oplog.ms', { n: Number(v) || 0 }),
    },
  ];

  return (
    <CrudTable<OpLogEntry>
      id="oplog-table"
      columns={columns}
      actionRef={actionRef}
      formRef={formRef}
      openSearch={presets}
      service={{ page: pageOpLog }}
      authority={{ export: action(OPLOG_PATHS.root, 'export') }}
      exportName={t('pages.oplog.exportName')}
      detailsExtra={(r) => <DiffView before={r.before} after={r.after} />}
    />
  );
}
