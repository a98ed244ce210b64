import type { ProColumns } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Form, Input, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAuthorized } from '@/components/Authorized';
import CrudTable from '@/components/CrudTable';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { deleteSdkVersion, getChannel, pageSdkVersions, uploadSdkVersion, type SdkVersion } from '@/pages/sdk/service';
import { statusEnum } from '@/components/status';
import { formatBytes } from '@/utils/format';
import UploadModal from '../../components/UploadModal';
import { useChannelOptions } from '@/hooks/useSdkOptions';
import { SDK_PATHS } from '../../paths';

/**
 * /sdk/channel/sdk?channelId=… (hidden): a vendor's SDK versions — version, file, change notes, uploader, time,
 * status — with a signed upload (progress bar, 800 MB refused before sending) and delete (refused by the backend
 * while queued or running tasks use the version). `channelId=0` lists the platform's own aggregate SDK; without it,
 * every vendor's versions. The screen has no buttons of its own: the vendor list's edit/delete/export grants apply.
 */
const AUTH = { upload: '/sdk/channel:edit', remove: '/sdk/channel:delete', export: '/sdk/channel:export' };
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

type UploadValues = { channelId?: number; version: string; notes?: string };

function channelFilter(query: URLSearchParams): number | undefined {
  const raw = query.get('channelId');
  return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
}

export default function ChannelSdkPage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useAuthorized();
  const { query } = usePaneLocation();
  const channelId = channelFilter(query);
  const [channelName, setChannelName] = useState<string>();
  const channels = useChannelOptions();

  useEffect(() => {
    setChannelName(undefined);
    if (!channelId) return undefined;
    let live = true;
    getChannel({ id: channelId })
      .then((res) => live && setChannelName(res.data.name))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [channelId]);

  const channelOptions = useMemo(
    () => [{ value: 0, label: f('pages.sdk.channelSdk.aggregate') }, ...channels],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [channels, intl.locale],
  );

  const title =
    channelId === undefined
      ? f('pages.sdk.channelSdk.title.all')
      : channelId === 0
        ? f('pages.sdk.channelSdk.title.aggregate')
        : f('pages.sdk.channelSdk.title', { name: channelName ?? `#${channelId}` });

  const columns: ProColumns<SdkVersion>[] = [
    {
      title: f('pages.sdk.channelSdk.channel'),
      dataIndex: 'channelName',
      hideInSearch: true,
      hideInTable: channelId !== undefined,
      renderText: (v: string) => v || f('pages.sdk.channelSdk.aggregate'),
    },
    { title: f('pages.sdk.channelSdk.version'), dataIndex: 'version', copyable: true },
    { title: f('pages.sdk.channelSdk.fileName'), dataIndex: 'fileName', hideInSearch: true, ellipsis: true },
    {
      title: f('pages.sdk.channelSdk.fileSize'),
      dataIndex: 'fileSize',
      hideInSearch: true,
      renderText: (v: number) => formatBytes(v),
    },
    { title: f('pages.sdk.channelSdk.notes'), dataIndex: 'notes', hideInSearch: true, ellipsis: true },
    { title: f('pages.sdk.channelSdk.uploader'), dataIndex: 'uploader', hideInSearch: true },
    { title: f('pages.sdk.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(f) },
    { title: f('pages.sdk.channelSdk.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<SdkVersion>
      id="channelSdk"
      headerTitle={
        <Space>
          <span id="channelSdk-title">{title}</span>
          <a onClick={() => history.push(SDK_PATHS.channel)}>{f('pages.sdk.channelSdk.backToVendors')}</a>
        </Space>
      }
      columns={columns}
      params={channelId === undefined ? {} : { channelId }}
      service={{ page: pageSdkVersions, remove: (v) => deleteSdkVersion({ id: v.id }) }}
      authority={{ remove: AUTH.remove, export: AUTH.export }}
      exportName={f('pages.sdk.channelSdk.exportName')}
      toolbar={(reload) =>
        can(AUTH.upload)
          ? [
              <UploadModal<UploadValues>
                key="upload"
                id="channelSdk-upload"
                title={title}
                triggerText={f('pages.sdk.channelSdk.upload')}
                accept=".zip,.aar,.jar"
                initialValues={channelId === undefined ? {} : { channelId }}
                onDone={reload}
                onUpload={async (values, file, onProgress) => {
                  const res = await uploadSdkVersion(
                    {
                      channelId: channelId ?? values.channelId ?? 0,
                      version: values.version.trim(),
                      notes: values.notes?.trim() || '',
                      file,
                    },
                    onProgress,
                  );
                  return f('pages.sdk.channelSdk.uploaded', {
                    version: res.data.version,
                    file: res.data.fileName || file.name,
                    size: formatBytes(res.data.fileSize ?? file.size),
                  });
                }}
                fields={
                  <>
                    {channelId === undefined && (
                      <Form.Item name="channelId" label={f('pages.sdk.channelSdk.channel')} rules={[{ required: true }]}>
                        <Select id="channelSdk-upload-channel" showSearch optionFilterProp="label" options={channelOptions} />
                      </Form.Item>
                    )}
                    <Form.Item
                      name="version"
                      label={f('pages.sdk.channelSdk.version')}
                      rules={[
                        { required: true, whitespace: true },
                        { max: 32 },
                        { pattern: VERSION_PATTERN, message: f('pages.sdk.versionPattern') },
                      ]}
                    >
                      <Input id="channelSdk-upload-version" placeholder="1.0.0" autoComplete="off" />
                    </Form.Item>
                    <Form.Item name="notes" label={f('pages.sdk.channelSdk.notes')} rules={[{ max: 500 }]}>
                      <Input.TextArea id="channelSdk-upload-notes" rows={3} showCount maxLength={500} />
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
