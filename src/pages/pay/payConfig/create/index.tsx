import { PageContainer, ProForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Form, message, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { toStatus } from '@/components/status';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { feeRatePercentText, parseFeeRatePercent } from '@/contract/pay/rules';
import { PAY_SECRET_FIELDS, type PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { PAY_PATHS } from '@/pages/pay/paths';
import { addPayConfig, editPayConfig, getPayConfig, type PayConfig, type PayConfigPayload } from '@/pages/pay/service';
import { queryId } from '@/utils/format';
import ConfigFields from '../components/ConfigFields';

/**
 * /pay/payConfig/create (hidden, not kept alive): a new pay configuration, or with `?id=` an existing one. Secrets
 * left blank when editing keep their stored value. A failed save keeps what was typed; success goes back to the list.
 */
export default function PayConfigCreate() {
  const { query } = usePaneLocation();
  const id = queryId(query, 'id');
  return <ConfigForm key={id ?? 'new'} id={id} />;
}

const toForm = (c: PayConfig) => ({
  payType: c.payType,
  merchantId: c.merchantId,
  appId: c.appId ?? '',
  notifyUrl: c.notifyUrl,
  feeRate: feeRatePercentText(c.feeRateBp),
  sort: c.sort,
  status: c.status === 1,
  remark: c.remark ?? '',
});

function toPayload(values: Record<string, unknown>): PayConfigPayload {
  const text = (k: string) => String(values[k] ?? '').trim();
  const payload: PayConfigPayload = {
    payType: values.payType as PayType,
    merchantId: text('merchantId'),
    appId: text('appId'),
    notifyUrl: text('notifyUrl'),
    feeRateBp: parseFeeRatePercent(text('feeRate')),
    sort: Number(values.sort ?? 0),
    status: toStatus(values.status),
    remark: text('remark'),
  };
  // a secret left blank is not sent, so the stored one stays
  PAY_SECRET_FIELDS.forEach((f) => {
    if (text(f)) payload[f] = text(f);
  });
  return payload;
}

function ConfigForm({ id }: { id?: number }) {
  const t = useText();
  const [form] = Form.useForm();
  const back = () => history.push(PAY_PATHS.payConfig);
  const { data: record, error } = useRequest(async () => (await getPayConfig({ id: Number(id) })).data, {
    ready: Boolean(id),
  });
  const title = t(id ? 'pages.pay.payConfig.edit' : 'pages.pay.payConfig.create');
  if (id && error) {
    return <RecordNotFound message={t('pages.pay.notFound', { id })} backText={t('common.back')} onBack={back} />;
  }
  return (
    <PageContainer title={title} onBack={back}>
      <Card>
        {id && !record ? (
          <Skeleton active />
        ) : (
          <ProForm
            form={form}
            layout="vertical"
            style={{ maxWidth: 640 }}
            initialValues={record ? toForm(record) : { status: true, sort: 0, feeRate: '0' }}
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'pay-config-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="pay-config-cancel" onClick={back}>
                  {t('common.cancel')}
                </Button>,
              ],
            }}
            onFinish={async (values) => {
              const payload = toPayload(values);
              try {
                if (id) {
                  const { payType: _fixed, ...rest } = payload;
                  await editPayConfig({ ...rest, id });
                } else await addPayConfig(payload);
                message.success(t(id ? 'crud.saved' : 'crud.created'));
                back();
                return true;
              } catch {
                // the request layer showed why; the form keeps what was typed
                return false;
              }
            }}
          >
            <ConfigFields record={record} />
          </ProForm>
        )}
      </Card>
    </PageContainer>
  );
}
