import type { ProColumns } from '@ant-design/pro-components';
import RuleList from '@/components/RuleList';
import { changedColumns, statusColumn } from '@/components/CrudTable/columns';
import { useText } from '@/hooks';
import type { CutPayRule } from '../service';
import CheckPanel from './components/CheckPanel';
import { useChannelOptions, usePayTypeEnum, useRegionOptions } from './components/labels';
import { versionsText, windowText } from './components/ruleText';
import { CUTPAY_RULES } from './components/screen';

/**
 * /special/cutPay: the current game's switch-payment rules (channel, version range, region, pay type A → B, time
 * window), filtered by channel, pay type and status, exported; created and edited on /special/cutPay/create, enabled,
 * disabled and deleted here (RuleList). Above the list, the check of which pay type applies. Saving or enabling a
 * rule that overlaps another enabled one is refused by the backend, naming that rule.
 */
export default function CutPayPage() {
  const t = useText();
  const channels = useChannelOptions();
  const payTypes = usePayTypeEnum();
  const regions = useRegionOptions();

  const regionName = (r: string) => regions.find((o) => o.value === r)?.label ?? r;

  const columns: ProColumns<CutPayRule>[] = [
    { title: t('pages.special.cutPay.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    {
      title: t('pages.special.cutPay.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.channelName,
      renderText: (_: unknown, r: CutPayRule) => `${r.channelName} (${r.channel})`,
    },
    {
      title: t('pages.special.cutPay.region'),
      dataIndex: 'region',
      hideInSearch: true,
      renderText: (v: string) => regionName(v),
    },
    {
      title: t('pages.special.cutPay.versions'),
      dataIndex: 'minVersion',
      hideInSearch: true,
      renderText: (_: unknown, r: CutPayRule) => versionsText(t, r.minVersion, r.maxVersion),
    },
    {
      title: t('pages.special.cutPay.fromPayType'),
      dataIndex: 'fromPayType',
      hideInSearch: true,
      valueEnum: payTypes,
    },
    {
      title: t('pages.special.cutPay.toPayType'),
      dataIndex: 'toPayType',
      hideInSearch: true,
      valueEnum: payTypes,
    },
    {
      title: t('pages.special.cutPay.payType'),
      dataIndex: 'payType',
      hideInTable: true,
      hideInDescriptions: true,
      valueType: 'select',
      valueEnum: payTypes,
    },
    {
      title: t('pages.special.cutPay.window'),
      dataIndex: 'startAt',
      hideInSearch: true,
      renderText: (_: unknown, r: CutPayRule) => windowText(t, r.startAt, r.endAt),
    },
    statusColumn(t),
    { title: t('pages.special.cutPay.note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    ...changedColumns<CutPayRule>(t),
  ];

  return (
    <>
      <CheckPanel channels={channels} />
      <RuleList screen={CUTPAY_RULES} columns={columns} exportName={t('pages.special.cutPay.exportName')} />
    </>
  );
}
