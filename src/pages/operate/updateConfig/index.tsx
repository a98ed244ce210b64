import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import RuleList from '@/components/RuleList';
import { changedColumns, statusColumn } from '@/components/CrudTable/columns';
import { useText } from '@/hooks';
import type { UpdateRule } from './service';
import { useChannelOptions, usePlatformEnum } from '../components/labels';
import CheckPanel from './components/CheckPanel';
import { coverageText } from './components/coverageText';
import { UPDATE_RULES } from './components/screen';

/**
 * /operate/updateConfig: the current game's forced-update rules (platform, channel, covered versions [min, latest),
 * force flag, download link, rollout), filtered by platform, channel and status, exported; created and edited on
 * /operate/updateConfig/create, enabled, disabled and deleted here (RuleList). Above the list, the check of which rule
 * applies. Saving or enabling a rule that overlaps another enabled one is refused by the backend, naming that rule.
 */
export default function UpdateConfigPage() {
  const t = useText();
  const platforms = usePlatformEnum();
  const channels = useChannelOptions(true);
  const concreteChannels = useChannelOptions();

  const columns: ProColumns<UpdateRule>[] = [
    { title: t('pages.operate.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.platform'), dataIndex: 'platform', valueType: 'select', valueEnum: platforms },
    {
      title: t('pages.operate.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.channelName,
      renderText: (_: unknown, r: UpdateRule) => `${r.channelName} (${r.channel})`,
    },
    {
      title: t('pages.operate.updateConfig.coverage'),
      dataIndex: 'minVersion',
      hideInSearch: true,
      renderText: (_: unknown, r: UpdateRule) => coverageText(t, r.minVersion, r.latestVersion),
    },
    { title: t('pages.operate.updateConfig.latestVersion'), dataIndex: 'latestVersion', hideInSearch: true },
    {
      title: t('pages.operate.updateConfig.force'),
      dataIndex: 'force',
      hideInSearch: true,
      render: (_, r) =>
        r.force === 1 ? (
          <Tag color="red">{t('pages.operate.updateConfig.forced')}</Tag>
        ) : (
          t('pages.operate.updateConfig.optional')
        ),
      renderText: (v: number) =>
        t(v === 1 ? 'pages.operate.updateConfig.forced' : 'pages.operate.updateConfig.optional'),
    },
    {
      title: t('pages.operate.updateConfig.rollout'),
      dataIndex: 'rollout',
      hideInSearch: true,
      renderText: (v: number) => `${v}%`,
    },
    statusColumn(t),
    {
      title: t('pages.operate.updateConfig.downloadUrl'),
      dataIndex: 'downloadUrl',
      hideInSearch: true,
      ellipsis: true,
    },
    { title: t('pages.operate.updateConfig.notes'), dataIndex: 'notes', hideInSearch: true, ellipsis: true },
    ...changedColumns<UpdateRule>(t),
  ];

  return (
    <>
      <CheckPanel channels={concreteChannels} />
      <RuleList screen={UPDATE_RULES} columns={columns} exportName={t('pages.operate.updateConfig.exportName')} />
    </>
  );
}
