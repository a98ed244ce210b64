import { useAccess, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Descriptions, Form, Radio, Space, Tag, Typography } from 'antd';
import { formatTime, DATE_MINUTE } from '@/utils/businessTime';
import { useState } from 'react';
import { RULE_PARTS } from '@/contract/values';
import { ApprovalFields, approvalOf, useSavedNotice } from '@/components/ChangeRequest';
import { HistoryLink } from '@/components/History';
import type { FormValues } from '@/utils/rebase';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useText } from '@/hooks';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import type { RootState } from '@/models/types';
import { action } from '@/utils/action';
import CheckPanel from './CheckPanel';
import { fromForm, type RuleForm, toForm } from './formValues';
import RuleFields from './RuleFields';
import type { AntiAddictionScreenProps } from './types';

/**
 * One anti-addiction screen for two scopes: the platform's rules (/unity/anti-addiction) or the current game's
 * (/special/anti-addiction: inherit the platform's, or override them with a full set). Shows where each part of the
 * effective rules comes from, the rule form (saving needs `<screen>:edit`; a failed save keeps what was typed; an
 * optional 修改说明 is kept as the version's reason in the rules' history, also when a game goes back to inherit) and the
 * check. The backend validates and decides; this screen only shows.
 */
export default function AntiAddictionScreen({ scope, screen, calls }: AntiAddictionScreenProps) {
  const t = useText();
  const { can } = useAccess();
  const canEdit = can(action(screen, 'edit'));
  const gameId = Number(useSelector((s: RootState) => s.games.currentGameId));
  const [form] = Form.useForm<RuleForm>();
  const [reasonForm] = Form.useForm<{ changeReason?: string }>();
  const saved = useSavedNotice();
  const [mode, setMode] = useState<'inherit' | 'override'>('override');
  const [saving, setSaving] = useState(false);
  const { data: view, refresh } = useRequest(async () => (await calls.get()).data, {
    onSuccess: (v) => {
      setMode(v.mode);
      form.setFieldsValue(toForm(v.mode === 'override' ? (v.own ?? v.platform) : v.effective));
    },
  });

  // the save carries the version the rules were read at; a stale save stays here with the difference (docs/rules.md
  // "Request ids and versions")
  const versions = useVersionedSave({
    form,
    record: view,
    toForm: (v) => toForm(v.mode === 'override' ? (v.own ?? v.platform) : v.effective) as unknown as FormValues,
  });
  const labels = Object.fromEntries(
    (['verifyMode', 'appId', 'bizId', 'secretKey', 'guestMinutes', 'holidays', 'workdays'] as const).map((k) => [
      k,
      t(`antiAddiction.${k}`),
    ]),
  );

  const pickMode = (m: 'inherit' | 'override') => {
    setMode(m);
    if (view) form.setFieldsValue(toForm(m === 'override' ? (view.own ?? view.platform) : view.platform));
  };

  const save = async () => {
    if (saving) return;
    const values = mode === 'override' ? await form.validateFields().catch(() => undefined) : undefined;
    if (mode === 'override' && !values) return;
    // a risky change (docs/rules.md "Change requests"): its reason is required
    const approval = await reasonForm.validateFields().then(approvalOf, () => undefined);
    if (!approval) return;
    setSaving(true);
    try {
      const answer = await versions.save((base) => {
        const baseVersion = base as number;
        return calls.edit(
          scope === 'platform'
            ? { rules: fromForm(values as RuleForm), baseVersion, ...approval }
            : { mode, rules: values ? fromForm(values) : undefined, baseVersion, ...approval },
          { handles: versions.handles },
        );
      });
      // queued for a second person's approval: the notice names the request; else saved at once (an emergency)
      saved(answer, t('antiAddiction.saved'));
      reasonForm.resetFields();
      refresh();
    } catch {
      // shown by the request layer; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  if (!view) return <Card loading />;
  const shown = mode === 'override' ? (view.own ?? view.platform) : view.effective;
  const readOnly = !canEdit || mode === 'inherit';
  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }} id="aa-rules">
        <Typography.Paragraph>{t(`antiAddiction.title.${scope}`)}</Typography.Paragraph>
        {scope === 'game' && (
          <Space style={{ marginBottom: 12 }}>
            {t('antiAddiction.mode')}
            <Radio.Group
              id="aa-mode"
              value={mode}
              disabled={!canEdit}
              onChange={(e) => pickMode(e.target.value)}
              options={(['inherit', 'override'] as const).map((m) => ({
                value: m,
                label: t(`antiAddiction.mode.${m}`),
              }))}
            />
          </Space>
        )}
        <Descriptions size="small" column={5} title={t('antiAddiction.sources')} id="aa-sources">
          {RULE_PARTS.map((p) => (
            <Descriptions.Item key={p} label={t(`antiAddiction.part.${p}`)}>
              <Tag color={view.sources[p] === 'game' ? 'blue' : 'default'} id={`aa-source-${p}`}>
                {t(`antiAddiction.source.${view.sources[p]}`)}
              </Tag>
            </Descriptions.Item>
          ))}
        </Descriptions>
        <Space>
          {view.updated !== null && (
            <Typography.Text type="secondary">
              {t('antiAddiction.updated', { by: view.updatedBy, time: formatTime(view.updated, DATE_MINUTE) })}
            </Typography.Text>
          )}
          <HistoryLink
            id="aa-history"
            record={
              scope === 'platform'
                ? { kind: 'antiAddictionPlatform', recordId: 1 }
                : { kind: 'antiAddictionGame', recordId: gameId }
            }
            readKey={screen}
            editKey={action(screen, 'edit')}
            approval
            labels={Object.fromEntries(
              (
                ['mode', 'verifyMode', 'appId', 'bizId', 'secretKey', 'guestMinutes', 'holidays', 'workdays'] as const
              ).flatMap((k) => [k, `rules.${k}`].map((path) => [path, t(`antiAddiction.${k}`)])),
            )}
            onRolledBack={refresh}
          />
        </Space>
      </Card>
      <CheckPanel check={calls.check} />
      {versions.conflict && (
        <StaleSaveNotice
          id="aa-stale"
          conflict={versions.conflict}
          changes={versions.changes}
          labels={labels}
          onReapply={versions.reapply}
        />
      )}
      <Form<RuleForm> form={form} layout="vertical" id="aa-form" disabled={readOnly}>
        <RuleFields stored={shown} reveal={calls.reveal} readOnly={readOnly} />
      </Form>
      {canEdit && (
        <>
          <Form form={reasonForm} layout="vertical" id="aa-reason-form" style={{ maxWidth: 640 }}>
            <ApprovalFields idPrefix="aa" />
          </Form>
          <Button type="primary" id="aa-save" loading={saving} onClick={save}>
            {t('antiAddiction.save')}
          </Button>
        </>
      )}
    </>
  );
}
