import {
  PageContainer,
  ProForm,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Form, message, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { toStatus } from '@/components/status';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { CHANNEL_PATTERN } from '@/contract/pay/payList';
import { PAY_REGIONS, type PayRegion, type PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { useRegionEnum } from '@/pages/pay/components/options';
import { PAY_PATHS } from '@/pages/pay/paths';
import { addPayList, editPayList, enabledPayTypes, getPayList, type PayListPayload } from '@/pages/pay/service';
import { queryId } from '@/utils/format';
import PayTypeOrder from '../components/PayTypeOrder';

/**
 * /pay/payList/create (hidden, not kept alive): a pay list, or with `?id=` an existing one: channel, region and the
 * ordered pay types (only those configured and enabled for the game). A pair already used is refused by the backend,
 * naming the existing list; the form keeps what was typed.
 */
export default function PayListCreate() {
  const { query } = usePaneLocation();
  const id = queryId(query, 'id');
  return <ListForm key={id ?? 'new'} id={id} />;
}

function ListForm({ id }: { id?: number }) {
  const t = useText();
  const regionEnum = useRegionEnum();
  const back = () => history.push(PAY_PATHS.payList);
  const { data: record, error } = useRequest(async () => (await getPayList({ id: Number(id) })).data, {
    ready: Boolean(id),
  });
  const { data: available = [], loading } = useRequest(async () => (await enabledPayTypes()).data);
  if (id && error) {
    return <RecordNotFound message={t('pages.pay.notFound', { id })} backText={t('common.back')} onBack={back} />;
  }
  return (
    <PageContainer title={t(id ? 'pages.pay.payList.edit' : 'pages.pay.payList.create')} onBack={back}>
      <Card>
        {id && !record ? (
          <Skeleton active />
        ) : (
          <ProForm
            layout="vertical"
            style={{ maxWidth: 640 }}
            initialValues={
              record
                ? { ...record, status: record.status === 1, remark: record.remark ?? '' }
                : { status: true, payTypes: [] }
            }
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'pay-list-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="pay-list-cancel" onClick={back}>
                  {t('common.cancel')}
                </Button>,
              ],
            }}
            onFinish={async (values) => {
              const payload: PayListPayload = {
                channel: String(values.channel ?? '').trim(),
                region: values.region as PayRegion,
                payTypes: (values.payTypes as PayType[]) ?? [],
                status: toStatus(values.status),
                remark: String(values.remark ?? '').trim(),
              };
              try {
                if (id) await editPayList({ ...payload, id });
                else await addPayList(payload);
                message.success(t(id ? 'crud.saved' : 'crud.created'));
                back();
                return true;
              } catch {
                // the request layer showed why; the form keeps what was typed
                return false;
              }
            }}
          >
            <ProFormText
              name="channel"
              label={t('pages.pay.channel')}
              tooltip={t('pages.pay.channel.tip')}
              fieldProps={{ id: 'pay-list-channel', maxLength: 32 }}
              rules={[
                { required: true, message: t('common.required') },
                { pattern: new RegExp(CHANNEL_PATTERN), message: t('pages.pay.channel.pattern') },
              ]}
            />
            <ProFormSelect
              name="region"
              label={t('pages.pay.region')}
              options={PAY_REGIONS.map((r) => ({ value: r, label: regionEnum[r].text }))}
              allowClear={false}
              fieldProps={{ id: 'pay-list-region' }}
              rules={[{ required: true, message: t('common.required') }]}
            />
            <Form.Item
              name="payTypes"
              label={t('pages.pay.payList.payTypes')}
              required
              rules={[
                {
                  validator: (_: unknown, v: unknown) =>
                    Array.isArray(v) && v.length > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('pages.pay.payList.payTypes.required'))),
                },
              ]}
            >
              <PayTypeOrder available={available.map((a) => a.payType)} loading={loading} />
            </Form.Item>
            <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: 'pay-list-status' }} />
            <ProFormTextArea
              name="remark"
              label={t('pages.pay.remark')}
              fieldProps={{ id: 'pay-list-remark', maxLength: 200 }}
            />
          </ProForm>
        )}
      </Card>
    </PageContainer>
  );
}
