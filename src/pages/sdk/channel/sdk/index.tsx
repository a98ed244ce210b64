import type { ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Form, Input, Select, Space } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import CrudTable from '@/components/CrudTable';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { deleteSdkVersion, getChannel, pageSdkVersions, uploadSdkVersion, type SdkVersion } from '../../service';
import { statusEnum } from '@/components/status';
import { formatBytes } from '@/utils/format';
import UploadModal from '../../components/UploadModal';
import { useChannelOptions } from '@/hooks/useSdkOptions';
import { SDK_PATHS } from '../../paths';
import { useText } from '@/hooks';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';
import { RELEASE_FIELDS as F } from '@/contract/sdk/fields';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * /sdk/channel/sdk?channelId=… (hidden): a vendor's SDK versions — version, file, change notes, uploader, time,
 * status — with a signed upload (progress bar, 800 MB refused before sending) and delete (refused by the backend
 * while queued or running tasks use the version). `channelId=0` lists the platform's own aggregate SDK; without it,
 * every vendor's versions. The screen has no buttons of its own: the vendor list's edit/delete/export grants apply.
 */
const AUTH = {
  upload: action(SDK_PATHS.channel, 'edit'),
  remove: action(SDK_PATHS.channel, 'delete'),
  export: action(SDK_PATHS.channel, 'export'),
};

type UploadValues = { channelId?: number; version: string; notes?: string };

function channelFilter(query: URLSearchParams): number | undefined {
  const raw = query.get('channelId');
  return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
}

export default function ChannelSdkPage() {
  const t = useText();
  const { can } = useAccess();
  // the version's and the notes' limits are the contract's (src/contract/sdk/fields.ts)
  const version = fieldRules(F.version, { patternMessage: t('pages.sdk.versionPattern') });
  const notes = fieldRules(F.notes);
  const { query } = usePaneLocation();
  const channelId = channelFilter(query);
  const channels = useChannelOptions();
  // the vendor's name for the title (#id until it is read, or when it cannot be)
  const { data: channel } = useRequest(async () => (await getChannel({ id: Number(channelId) })).data, {
    ready: Boolean(channelId),
    refreshDeps: [channelId],
  });
  const channelName = channel && channel.id === channelId ? channel.name : undefined;

  const channelOptions = useMemo(
    () => [{ value: 0, label: t('pages.sdk.channelSdk.aggregate') }, ...channels],
    [channels, t],
  );

  const title =
    channelId === undefined
      ? t('pages.sdk.channelSdk.title.all')
      : channelId === 0
        ? t('pages.sdk.channelSdk.title.aggregate')
        : t('pages.sdk.channelSdk.title', { name: channelName ?? `#${channelId}` });

  const columns: ProColumns<SdkVersion>[] = [
    {
      title: t('pages.sdk.channelSdk.channel'),
      dataIndex: 'channelName',
      hideInSearch: true,
      hideInTable: channelId !== undefined,
      renderText: (v: string) => v || t('pages.sdk.channelSdk.aggregate'),
    },
    { title: t('pages.sdk.channelSdk.version'), dataIndex: 'version', copyable: true },
    { title: t('pages.sdk.channelSdk.fileName'), dataIndex: 'fileName', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.sdk.channelSdk.fileSize'),
      dataIndex: 'fileSize',
      hideInSearch: true,
      renderText: (v: number) => formatBytes(v),
    },
    { title: t('pages.sdk.channelSdk.notes'), dataIndex: 'notes', hideInSearch: true, ellipsis: true },
    { title: t('pages.sdk.channelSdk.uploader'), dataIndex: 'uploader', hideInSearch: true },
    { title: t('pages.sdk.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('pages.sdk.channelSdk.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<SdkVersion>
      id="channelSdk"
      headerTitle={
        <Space>
          <span id="channelSdk-title">{title}</span>
          <ActionLink onClick={() => history.push(SDK_PATHS.channel)}>
            {t('pages.sdk.channelSdk.backToVendors')}
          </ActionLink>
        </Space>
      }
      columns={columns}
      params={channelId === undefined ? {} : { channelId }}
      service={{ page: pageSdkVersions, remove: (v) => deleteSdkVersion({ id: v.id }) }}
      authority={{ remove: AUTH.remove, export: AUTH.export }}
      exportName={t('pages.sdk.channelSdk.exportName')}
      toolbar={(reload) =>
        can(AUTH.upload)
          ? [
              <UploadModal<UploadValues>
                key="upload"
                id="channelSdk-upload"
                title={title}
                triggerText={t('pages.sdk.channelSdk.upload')}
                accept=".zip,.aar,.jar"
                initialValues={channelId === undefined ? {} : { channelId }}
                onDone={reload}
                onUpload={async (values, file, onProgress, requestId) => {
                  const res = await uploadSdkVersion(
                    {
                      channelId: channelId ?? values.channelId ?? 0,
                      version: values.version.trim(),
                      notes: values.notes?.trim() || '',
                      file,
                    },
                    onProgress,
                    requestId,
                  );
                  return t('pages.sdk.channelSdk.uploaded', {
                    version: res.data.version,
                    file: res.data.fileName || file.name,
                    size: formatBytes(res.data.fileSize ?? file.size),
                  });
                }}
                fields={
                  <>
                    {channelId === undefined && (
                      <Form.Item
                        htmlFor="channelSdk-upload-channel"
                        name="channelId"
                        label={t('pages.sdk.channelSdk.channel')}
                        rules={[requiredRule(undefined, false)]}
                      >
                        <Select
                          id="channelSdk-upload-channel"
                          showSearch
                          optionFilterProp="label"
                          options={channelOptions}
                        />
                      </Form.Item>
                    )}
                    <Form.Item
                      htmlFor="channelSdk-upload-version"
                      name="version"
                      label={t('pages.sdk.channelSdk.version')}
                      rules={version.rules}
                    >
                      <Input id="channelSdk-upload-version" placeholder="1.0.0" autoComplete="off" {...version.input} />
                    </Form.Item>
                    <Form.Item
                      htmlFor="channelSdk-upload-notes"
                      name="notes"
                      label={t('pages.sdk.channelSdk.notes')}
                      rules={notes.rules}
                    >
                      <Input.TextArea id="channelSdk-upload-notes" rows={3} showCount {...notes.input} />
                    </Form.Item>
                  </>
                }
              />,
            ]
          : []
      }
    />
  );
}
