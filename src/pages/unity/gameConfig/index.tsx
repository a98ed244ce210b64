import { PageContainer, ProDescriptions, StepsForm } from '@ant-design/pro-components';
import { history, useDispatch } from '@umijs/max';
import { Button, Card, Result } from 'antd';
import { useRef, useState } from 'react';
import { addGame, type ParentGamePayload } from '../service';
import { GameBasicsFields, GameOwnerFields, regionFallback } from '../components/GameFields';
import { toStatus } from '@/components/status';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { useDictEnums } from '@/hooks/useDictEnums';
import { UNITY_PATHS } from '../paths';

/**
 * /unity/gameConfig: the new-parent-game wizard: basics (name, alias, status) → region / operating entity / project →
 * confirm. Going back keeps what was typed; a refused save stays on the confirm step with everything kept.
 */
type Values = Record<string, unknown>;

function Summary({ values, regionText }: { values: Values; regionText: (v: string) => string }) {
  const t = useText();
  return (
    <ProDescriptions column={1} id="game-wizard-summary">
      <ProDescriptions.Item label={t('pages.unity.game.name')}>{String(values.name ?? '')}</ProDescriptions.Item>
      <ProDescriptions.Item label={t('pages.unity.game.alias')}>{String(values.alias ?? '')}</ProDescriptions.Item>
      <ProDescriptions.Item label={t('common.status')}>
        {t(toStatus(values.status) ? 'common.status.enabled' : 'common.status.disabled')}
      </ProDescriptions.Item>
      <ProDescriptions.Item label={t('pages.unity.game.region')}>
        {regionText(String(values.region ?? ''))}
      </ProDescriptions.Item>
      <ProDescriptions.Item label={t('pages.unity.game.entity')}>{String(values.entity ?? '')}</ProDescriptions.Item>
      <ProDescriptions.Item label={t('pages.unity.game.project')}>{String(values.project ?? '')}</ProDescriptions.Item>
    </ProDescriptions>
  );
}

export default function GameConfigWizard() {
  const t = useText();
  const dispatch = useDispatch();
  const { region } = useDictEnums(['region'], regionFallback(t));
  const [values, setValues] = useState<Values>({});
  const [created, setCreated] = useState<{ id: number; name: string }>();
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  // the create's request id (docs/rules.md "Request ids and versions"): renewed after a success
  const requestId = useRequestId();

  if (created) {
    return (
      <PageContainer title={t('menu.unity.gameConfig')}>
        <Card>
          <Result
            status="success"
            title={t('pages.unity.gameConfig.done', { name: created.name })}
            extra={[
              <Button
                key="list"
                type="primary"
                id="game-wizard-list"
                onClick={() => history.push(UNITY_PATHS.listGame)}
              >
                {t('menu.unity.listGame')}
              </Button>,
              <Button
                key="again"
                id="game-wizard-again"
                onClick={() => {
                  setCreated(undefined);
                  setValues({});
                  setFormKey((k) => k + 1);
                }}
              >
                {t('pages.unity.gameConfig.again')}
              </Button>,
            ]}
          />
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer title={t('menu.unity.gameConfig')}>
      <Card>
        <StepsForm<Values>
          key={formKey}
          stepsProps={{ id: 'game-wizard-steps' } as Record<string, unknown>}
          submitter={{
            render: (props) => {
              const step = props.step;
              return [
                step > 0 && (
                  <Button key="prev" id="game-wizard-prev" onClick={() => props.onPre?.()}>
                    {t('pages.unity.gameConfig.prev')}
                  </Button>
                ),
                <Button
                  key="next"
                  type="primary"
                  id={step === 2 ? 'game-wizard-submit' : 'game-wizard-next'}
                  loading={step === 2 && saving}
                  onClick={() => props.onSubmit?.()}
                >
                  {t(step === 2 ? 'pages.unity.gameConfig.create' : 'pages.unity.gameConfig.next')}
                </Button>,
              ].filter(Boolean);
            },
          }}
          onFinish={async () => {
            // a double click saves once
            if (savingRef.current) return false;
            savingRef.current = true;
            setSaving(true);
            const payload: ParentGamePayload = {
              name: String(values.name ?? '').trim(),
              alias: String(values.alias ?? '').trim(),
              status: toStatus(values.status),
              region: values.region as ParentGamePayload['region'],
              entity: String(values.entity ?? '').trim(),
              project: String(values.project ?? '').trim(),
            };
            try {
              const res = await requestId.run((rid) => addGame(payload, { requestId: rid }));
              dispatch({ type: 'games/fetchGames' });
              setCreated({ id: res.data.id, name: payload.name || '' });
              return true;
            } catch {
              return false;
            } finally {
              savingRef.current = false;
              setSaving(false);
            }
          }}
        >
          <StepsForm.StepForm
            name="basics"
            title={t('pages.unity.gameConfig.step.basics')}
            initialValues={{ status: true }}
            onFinish={async (v) => {
              setValues((prev) => ({ ...prev, ...v }));
              return true;
            }}
          >
            <GameBasicsFields idPrefix="game-wizard" />
          </StepsForm.StepForm>
          <StepsForm.StepForm
            name="owner"
            title={t('pages.unity.gameConfig.step.owner')}
            initialValues={{ region: 'domestic' }}
            onFinish={async (v) => {
              setValues((prev) => ({ ...prev, ...v }));
              return true;
            }}
          >
            <GameOwnerFields idPrefix="game-wizard" regionEnum={region} />
          </StepsForm.StepForm>
          <StepsForm.StepForm name="confirm" title={t('pages.unity.gameConfig.step.confirm')}>
            <Summary values={values} regionText={(v) => region[v]?.text ?? v} />
          </StepsForm.StepForm>
        </StepsForm>
      </Card>
    </PageContainer>
  );
}
