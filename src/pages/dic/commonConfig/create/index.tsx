import { PageContainer, ProForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Card, message } from 'antd';
import { ChangeReasonField, changeReasonOf } from '@/components/History';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { addCommonConfig, type CommonConfigPayload } from '../../service';
import { GENERAL_GAME, useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import ConfigFields from '../components/ConfigFields';
import type { ConfigType } from '../components/valueRules';
import { DIC_PATHS } from '../../paths';

/**
 * /dic/commonConfig/create (hidden, not kept alive): a new common-config key. A failed save keeps what was typed;
 * the save button is busy while saving (one save per click burst); success goes back to the list, which reloads. The
 * optional 修改说明 is kept as the reason of the key's first version (docs/rules.md "Configuration history").
 */
export default function CommonConfigCreate() {
  const t = useText();
  const { query } = usePaneLocation();
  const scope = Number(query.get('scopeGameId') ?? GENERAL_GAME);
  const back = () => history.push(DIC_PATHS.commonConfig);
  // the page's request id (docs/rules.md "Request ids and versions"): renewed after a success
  const requestId = useRequestId();

  return (
    <PageContainer title={t('menu.dic.commonConfig.create')} onBack={back}>
      <Card>
        <ProForm<Record<string, unknown>>
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{
            type: 'string',
            scopeGameId: Number.isInteger(scope) ? scope : GENERAL_GAME,
            value: '',
          }}
          submitter={{
            searchConfig: { submitText: t('common.save') },
            resetButtonProps: false,
            submitButtonProps: { id: 'config-create-submit' },
            render: (_, dom) => [
              ...dom,
              <Button key="cancel" id="config-create-cancel" onClick={back}>
                {t('common.cancel')}
              </Button>,
            ],
          }}
          onFinish={async (values) => {
            const payload: CommonConfigPayload = {
              key: String(values.key ?? '').trim(),
              type: values.type as ConfigType,
              value: String(values.value ?? ''),
              scopeGameId: Number(values.scopeGameId),
              description: String(values.description ?? '').trim(),
              ...changeReasonOf(values),
            };
            try {
              await requestId.run((rid) => addCommonConfig(payload, { requestId: rid }));
              message.success(t('crud.created'));
              back();
              return true;
            } catch {
              // the request layer showed why; the form keeps what was typed
              return false;
            }
          }}
        >
          <ConfigFields idPrefix="config" />
          <ChangeReasonField id="config-changeReason" />
        </ProForm>
      </Card>
    </PageContainer>
  );
}
