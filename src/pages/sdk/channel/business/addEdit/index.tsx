import { history } from '@umijs/max';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Space, Switch, message } from 'antd';
import { useRequest } from 'ahooks';
import { useRef, useState } from 'react';
import RecordNotFound from '@/components/RecordNotFound';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { addChannel, editChannel, getChannel, type Channel } from '../../../service';
import { queryId } from '@/utils/format';
import { useAppMarketOptions } from '@/hooks/useSdkOptions';
import { SDK_PATHS } from '../../../paths';
import ParamsTable from '../../components/ParamsTable';
import { missingValues, toChannelPayload, type ChannelFormValues, type ParamRow } from '../../components/params';
import { CHANNEL_FIELDS as F } from '@/contract/sdk/fields';
import { fieldRules } from '@/utils/fieldRules';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import ActionLink from '@/components/ActionLink';

/**
 * /sdk/channel/business/addEdit (hidden, not kept alive: rebuilt on every visit): a channel vendor — name, code,
 * major channel, login-verify and pay-callback URLs, status, and the table of parameter keys. Without `?id=` it
 * creates one. A failed save keeps everything as typed (the request layer shows why once); after saving the operator
 * goes back to the list, whose tab kept its filters and page.
 */
export default function ChannelFormPage() {
  const { query } = usePaneLocation();
  const id = queryId(query, 'id');
  return <ChannelForm key={id ?? 'new'} id={id} />;
}

function toForm(c: Channel): ChannelFormValues {
  return {
    name: c.name,
    code: c.code,
    appMarketId: c.appMarketId ?? undefined,
    loginVerifyUrl: c.loginVerifyUrl || '',
    payCallbackUrl: c.payCallbackUrl || '',
    status: c.status !== 0,
    params: c.params.map((p) => ({ ...p })),
  };
}

function ChannelForm({ id }: { id?: number }) {
  const t = useText();
  const [form] = Form.useForm<ChannelFormValues>();
  const markets = useAppMarketOptions();
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  // the create's request id (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  const params = (Form.useWatch('params', form) as ParamRow[] | undefined) || [];
  const emptyRequired = missingValues(params);
  // every limit and pattern is the contract's (src/contract/sdk/fields.ts)
  const nameField = fieldRules(F.name);
  const codeField = fieldRules(F.code, {
    patternMessage: t('pages.sdk.codePattern'),
    lengthMessage: t('pages.sdk.codePattern'),
  });
  const loginUrl = fieldRules(F.loginVerifyUrl, { patternMessage: t('pages.sdk.urlPattern') });
  const payUrl = fieldRules(F.payCallbackUrl, { patternMessage: t('pages.sdk.urlPattern') });

  // a channel that cannot be read shows not-found (the form is keyed by the id, so it reads once)
  const { data: channel, error } = useRequest(async () => (await getChannel({ id: Number(id) })).data, {
    ready: Boolean(id),
    onSuccess: (c: Channel) => form.setFieldsValue(toForm(c)),
  });
  const missing = Boolean(error);
  // an edit carries the version the channel was read at; a stale save stays here with the difference
  const versions = useVersionedSave<Channel>({ form, record: channel, toForm: (c) => ({ ...toForm(c) }) });

  const back = () => history.push(SDK_PATHS.channel);

  const save = async (values: ChannelFormValues) => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const payload = toChannelPayload(values);
      if (id) {
        await versions.save((baseVersion) =>
          editChannel({ ...payload, id, baseVersion: baseVersion as number }, { handles: versions.handles }),
        );
      } else await requestId.run((rid) => addChannel(payload, { requestId: rid }));
      message.success(t(id ? 'crud.saved' : 'crud.created'));
      back();
    } catch {
      // the request layer has shown why; everything typed stays
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  if (missing) {
    return (
      <RecordNotFound message={t('pages.sdk.channelForm.notFound')} backText={t('pages.sdk.back')} onBack={back} />
    );
  }
  const loading = Boolean(id) && !channel;

  return (
    <Card
      title={
        id ? t('pages.sdk.channelForm.title.edit', { name: channel?.name ?? '' }) : t('pages.sdk.channelForm.title.add')
      }
      extra={<ActionLink onClick={back}>{t('pages.sdk.back')}</ActionLink>}
    >
      {loading && <Skeleton active />}
      <div hidden={loading}>
        <Form<ChannelFormValues>
          id="channel-form"
          form={form}
          layout="vertical"
          initialValues={{ status: true, params: [] }}
          onFinish={save}
          disabled={saving}
        >
          {versions.conflict && (
            <StaleSaveNotice
              id="channel-form-stale"
              conflict={versions.conflict}
              changes={versions.changes}
              onReapply={versions.reapply}
            />
          )}
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item
                htmlFor="channel-form-name"
                name="name"
                label={t('pages.sdk.channel.name')}
                rules={nameField.rules}
              >
                <Input id="channel-form-name" autoComplete="off" {...nameField.input} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                htmlFor="channel-form-code"
                name="code"
                label={t('pages.sdk.channel.code')}
                tooltip={t('pages.sdk.channel.code.hint')}
                rules={codeField.rules}
              >
                <Input id="channel-form-code" autoComplete="off" {...codeField.input} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item htmlFor="channel-form-appMarket" name="appMarketId" label={t('pages.sdk.channel.appMarket')}>
                <Select id="channel-form-appMarket" allowClear showSearch optionFilterProp="label" options={markets} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                htmlFor="channel-form-status"
                name="status"
                label={t('pages.sdk.status')}
                valuePropName="checked"
              >
                <Switch
                  id="channel-form-status"
                  checkedChildren={t('common.status.enabled')}
                  unCheckedChildren={t('common.status.disabled')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                htmlFor="channel-form-loginVerifyUrl"
                name="loginVerifyUrl"
                label={t('pages.sdk.channel.loginVerifyUrl')}
                rules={loginUrl.rules}
              >
                <Input id="channel-form-loginVerifyUrl" placeholder="https://" autoComplete="off" {...loginUrl.input} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                htmlFor="channel-form-payCallbackUrl"
                name="payCallbackUrl"
                label={t('pages.sdk.channel.payCallbackUrl')}
                rules={payUrl.rules}
              >
                <Input id="channel-form-payCallbackUrl" placeholder="https://" autoComplete="off" {...payUrl.input} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('pages.sdk.channel.params')} tooltip={t('pages.sdk.param.usedBy.hint')}>
            {emptyRequired.length > 0 && (
              <Alert
                id="channel-form-missing"
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                message={t('pages.sdk.channel.missing', { keys: emptyRequired.join(', ') })}
                description={t('pages.sdk.channel.missing.hint')}
              />
            )}
            <ParamsTable form={form} disabled={saving} />
          </Form.Item>
          <Space>
            <Button onClick={back}>{t('pages.sdk.back')}</Button>
            <Button type="primary" htmlType="submit" id="channel-form-submit" loading={saving}>
              {t('pages.sdk.save')}
            </Button>
          </Space>
        </Form>
      </div>
    </Card>
  );
}
