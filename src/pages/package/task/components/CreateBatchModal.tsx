import { WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Form, message, Modal, Select, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useEffect, useMemo, useState } from 'react';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { createBatch, taskOptions, type BatchPayload, type TaskOptions } from '../../service';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { requiredRule } from '@/utils/fieldRules';
import { defaultSdkVersion, defaultSignKey, missingParamChannels } from './batchForm';

/**
 * A new batch: one approved base package × the chosen channels, a vendor SDK version and a signing key → one task
 * per channel, queued on the farm. Channels with a required parameter left empty can still be chosen (their task
 * fails at "write parameters" with the reason); the form says so before creating.
 */
export default function CreateBatchModal(props: {
  open: boolean;
  /** preselected base package (from /package/manager) */
  basePackageId?: number;
  onClose: () => void;
  onCreated: (batchId: number, taskIds: number[]) => void;
}) {
  const t = useText();
  // drawn outside the pane: hidden with its tab, the choices kept
  const visible = usePaneActive();
  const [form] = Form.useForm<BatchPayload>();
  const [saving, setSaving] = useState(false);
  const channelIds = Form.useWatch('channelIds', form) as number[] | undefined;
  const basePackageId = Form.useWatch('basePackageId', form) as number | undefined;
  const signKeyId = Form.useWatch('signKeyId', form) as number | undefined;
  const requestId = useRequestId();

  // read each time the form opens (or for another preselected base package), then the defaults are filled in;
  // nothing to choose from when the read fails
  const optionRead = useRequest(async () => (await taskOptions()).data, {
    ready: props.open,
    refreshDeps: [props.basePackageId],
    onSuccess: (o: TaskOptions) => {
      // the form opened afresh: a new request id (docs/rules.md "Request ids and versions")
      requestId.renew();
      const base = o.basePackages.find((b) => b.id === props.basePackageId) ?? o.basePackages[0];
      form.setFieldsValue({
        basePackageId: base?.id,
        channelIds: [],
        sdkVersionId: defaultSdkVersion(o)?.id,
        signKeyId: defaultSignKey(o, base?.signKeyId)?.id,
      });
    },
  });
  const options = optionRead.error ? undefined : optionRead.data;
  const { loading } = optionRead;

  // another base package: its own keystore becomes the default key
  useEffect(() => {
    if (!options || basePackageId === undefined) return;
    const base = options.basePackages.find((b) => b.id === basePackageId);
    if (base?.signKeyId) form.setFieldValue('signKeyId', base.signKeyId);
  }, [basePackageId, options, form]);

  const missing = useMemo(() => missingParamChannels(options, channelIds), [options, channelIds]);
  const key = options?.signKeys.find((k) => k.id === signKeyId);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = await createBatch(values, { requestId: requestId.current() });
      message.success(t('pages.package.task.batch.created', { id: res.data.batchId, n: res.data.taskIds.length }));
      props.onCreated(res.data.batchId, res.data.taskIds);
    } catch {
      // shown by the request layer; the form keeps its choices
    } finally {
      setSaving(false);
    }
  };

  const n = channelIds?.length ?? 0;

  return (
    <Modal
      open={props.open && visible}
      title={t('pages.package.task.batch.title')}
      width={640}
      onCancel={props.onClose}
      maskClosable={false}
      okText={n > 0 ? t('pages.package.task.batch.submitN', { n }) : t('pages.package.task.batch.submit')}
      okButtonProps={{ id: 'task-batch-submit', loading: saving, disabled: loading || !options?.basePackages.length }}
      onOk={submit}
      forceRender
    >
      <Spin spinning={loading}>
        {options && options.basePackages.length === 0 && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('pages.package.task.batch.noBase')} />
        )}
        <Form form={form} name="task-batch" layout="vertical">
          <Form.Item
            name="basePackageId"
            label={t('pages.package.task.basePackage')}
            rules={[requiredRule(t('pages.package.task.batch.baseRequired'), false)]}
          >
            <Select
              options={options?.basePackages.map((b) => ({
                value: b.id,
                label: `${b.name} ${b.version}${b.platform ? ` · ${b.platform}` : ''}`,
              }))}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item
            label={
              <Space>
                {t('pages.package.task.channels')}
                <Button
                  size="small"
                  type="link"
                  id="task-batch-all"
                  onClick={() => form.setFieldValue('channelIds', options?.channels.map((c) => c.id) ?? [])}
                >
                  {t('pages.package.task.batch.allChannels')}
                </Button>
              </Space>
            }
            required
          >
            <Form.Item
              name="channelIds"
              noStyle
              rules={[requiredRule(t('pages.package.task.batch.channelsRequired'), false)]}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch
                optionFilterProp="search"
                placeholder={t('pages.package.task.batch.channelsPlaceholder')}
                options={options?.channels.map((c) => ({
                  value: c.id,
                  search: `${c.name} ${c.code}`,
                  label: (
                    <Space size={4}>
                      <span>{c.name}</span>
                      <Typography.Text type="secondary">{c.code}</Typography.Text>
                      {c.missingParams.length > 0 && (
                        <Tooltip title={t('pages.package.task.batch.missingTip', { keys: c.missingParams.join(', ') })}>
                          <WarningOutlined style={{ color: '#faad14' }} />
                        </Tooltip>
                      )}
                    </Space>
                  ),
                }))}
              />
            </Form.Item>
          </Form.Item>
          {missing.length > 0 && (
            <Alert
              id="task-batch-missing"
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('pages.package.task.batch.missingTitle')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {missing.map((c) => (
                    <li key={c.id}>
                      {t('pages.package.task.batch.missingLine', { name: c.name, keys: c.missingParams.join(', ') })}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <Form.Item
            name="sdkVersionId"
            label={t('pages.package.task.sdkVersion')}
            extra={t('pages.package.task.batch.sdkHint')}
            rules={[requiredRule(undefined, false)]}
          >
            <Select
              showSearch
              optionFilterProp="search"
              options={[
                {
                  label: t('pages.package.task.batch.sdkGeneral'),
                  options: (options?.sdkVersions ?? [])
                    .filter((v) => v.channelId === null)
                    .map((v) => ({ value: v.id, search: v.version, label: v.version })),
                },
                {
                  label: t('pages.package.task.batch.sdkVendor'),
                  options: (options?.sdkVersions ?? [])
                    .filter((v) => v.channelId !== null)
                    .map((v) => ({
                      value: v.id,
                      search: `${v.channelName} ${v.version}`,
                      label: `${v.channelName} ${v.version}`,
                    })),
                },
              ].filter((g) => g.options.length > 0)}
            />
          </Form.Item>
          <Form.Item name="signKeyId" label={t('pages.package.task.signKey')} rules={[requiredRule(undefined, false)]}>
            <Select
              options={options?.signKeys.map((k) => ({
                value: k.id,
                label: (
                  <Space size={4}>
                    <span>{k.alias}</span>
                    {k.fingerprint && <Typography.Text type="secondary">{k.fingerprint.slice(0, 17)}…</Typography.Text>}
                    {!k.hasKeystore && <Tag color="warning">{t('pages.package.task.batch.noKeystore')}</Tag>}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          {key && !key.hasKeystore && (
            <Alert
              type="warning"
              showIcon
              message={t('pages.package.task.batch.noKeystoreHint', { alias: key.alias })}
            />
          )}
        </Form>
      </Spin>
    </Modal>
  );
}
