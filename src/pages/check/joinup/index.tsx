import { ProFormSelect, ProFormSwitch, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { history, useSelector } from '@umijs/max';
import { Space, Tag } from 'antd';
import { formatTime, DATE_MINUTE } from '@/utils/businessTime';
import CrudTable from '@/components/CrudTable';
import type { RootState } from '@/models/types';
import { addJoinup, deleteJoinup, pageJoinups, type Joinup, type JoinupPayload } from '../service';
import { yesNoEnum } from '@/components/status';
import { formatRate } from '@/utils/format';
import { useChannelOptions } from '@/hooks/useSdkOptions';
import { CHECK_PATHS } from '../paths';
import { toJoinupPayload } from './components/joinup';
import { useGameOptions } from '@/hooks';
import { useText } from '@/hooks';
import { JOINUP_FIELDS as F } from '@/contract/checkFields';
import { action } from '@/utils/action';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import ActionLink from '@/components/ActionLink';

/**
 * /check/joinup: which games and channels are enrolled in the self-check platform, with how often they were
 * checked, their pass rate and the last result. Enrol one game with several channels at once (channels already
 * enrolled are skipped by the backend); remove an enrolment; the details page shows its check history.
 */
const AUTH = {
  add: action(CHECK_PATHS.joinup, 'add'),
  remove: action(CHECK_PATHS.joinup, 'delete'),
  export: action(CHECK_PATHS.joinup, 'export'),
};

export default function JoinupPage() {
  const t = useText();
  const currentGameId = useSelector((s: RootState) => s.games.currentGameId);
  const channels = useChannelOptions();
  const gameOptions = useGameOptions(false);
  // the remark's length is the contract's (src/contract/checkFields.ts)
  const remark = fieldRules(F.remark);

  const columns: ProColumns<Joinup>[] = [
    {
      title: t('pages.check.joinup.game'),
      // the request layer never sends gameId in a body (docs/rules.md "Body filter"): the game filter travels as
      // filterGameId
      dataIndex: 'filterGameId',
      valueType: 'select',
      fieldProps: { options: gameOptions, showSearch: true, optionFilterProp: 'label' },
      hideInTable: true,
      hideInDescriptions: true,
    },
    { title: t('pages.check.joinup.game'), dataIndex: 'gameName', hideInSearch: true },
    {
      title: t('pages.check.joinup.channel'),
      dataIndex: 'channelId',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      render: (_, j) => j.channelName || `#${j.channelId}`,
      renderText: (_, j) => j.channelName || String(j.channelId),
    },
    {
      title: t('pages.check.joinup.autoCheck'),
      dataIndex: 'autoCheck',
      hideInSearch: true,
      valueEnum: yesNoEnum(t),
    },
    { title: t('pages.check.joinup.checkCount'), dataIndex: 'checkCount', hideInSearch: true },
    {
      title: t('pages.check.joinup.passRate'),
      dataIndex: 'passRate',
      hideInSearch: true,
      renderText: (v: number | null) => formatRate(v) || '-',
    },
    {
      title: t('pages.check.joinup.lastCheck'),
      dataIndex: 'lastCheck',
      hideInSearch: true,
      render: (_, j) =>
        j.lastCheck ? (
          <Space size={4}>
            <Tag color={j.lastCheck.pass ? 'success' : 'error'}>
              {t(j.lastCheck.pass ? 'pages.check.pass' : 'pages.check.fail')}
            </Tag>
            <span>{formatTime(j.lastCheck.created, DATE_MINUTE)}</span>
          </Space>
        ) : (
          '-'
        ),
      renderText: (_, j) =>
        j.lastCheck
          ? `${t(j.lastCheck.pass ? 'pages.check.pass' : 'pages.check.fail')} ${formatTime(j.lastCheck.created, DATE_MINUTE)}`
          : '',
    },
    { title: t('pages.check.joinup.remark'), dataIndex: 'remark', hideInSearch: true, ellipsis: true },
    { title: t('pages.check.joinup.createdBy'), dataIndex: 'createdBy', hideInSearch: true },
    { title: t('pages.check.joinup.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<Joinup, JoinupPayload>
      id="joinup"
      headerTitle={t('pages.check.joinup.title')}
      columns={columns}
      service={{ page: pageJoinups, add: addJoinup, remove: (j) => deleteJoinup({ id: j.id }) }}
      authority={AUTH}
      exportName={t('pages.check.joinup.exportName')}
      toPayload={(v) => toJoinupPayload(v)}
      rowActions={(j) => [
        <ActionLink
          key="detail"
          id={`joinup-detail-${j.id}`}
          onClick={() => history.push(`${CHECK_PATHS.joinupDetail}?id=${j.id}`)}
        >
          {t('pages.check.joinup.history')}
        </ActionLink>,
      ]}
      formFields={() => (
        <>
          <ProFormSelect
            htmlFor="joinup-form-game"
            name="gameId"
            label={t('pages.check.joinup.game')}
            rules={[requiredRule(undefined, false)]}
            initialValue={currentGameId ? Number(currentGameId) : undefined}
            options={gameOptions}
            fieldProps={{ id: 'joinup-form-game', showSearch: true, optionFilterProp: 'label' }}
          />
          <ProFormSelect
            htmlFor="joinup-form-channels"
            name="channelIds"
            label={t('pages.check.joinup.channels')}
            // at least one (the backend refuses none too)
            rules={[requiredRule(t('pages.check.joinup.channels.required'), false)]}
            options={channels}
            mode="multiple"
            fieldProps={{ id: 'joinup-form-channels', showSearch: true, optionFilterProp: 'label' }}
            extra={t('pages.check.joinup.channels.hint')}
          />
          <ProFormSwitch
            htmlFor="joinup-form-autoCheck"
            name="autoCheck"
            label={t('pages.check.joinup.autoCheck')}
            tooltip={t('pages.check.joinup.autoCheck.hint')}
            initialValue
            fieldProps={{ id: 'joinup-form-autoCheck' }}
          />
          <ProFormTextArea
            htmlFor="joinup-form-remark"
            name="remark"
            label={t('pages.check.joinup.remark')}
            rules={remark.rules}
            fieldProps={{ id: 'joinup-form-remark', ...remark.input }}
          />
        </>
      )}
    />
  );
}
