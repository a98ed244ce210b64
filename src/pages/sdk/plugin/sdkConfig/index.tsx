import { history, useAccess, useSelector } from '@umijs/max';
import {
  Alert,
  Badge,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Skeleton,
  Space,
  Switch,
  Tag,
  message,
} from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import type { RootState } from '@/models/types';
import { getPluginConfig, savePluginConfig, type PluginConfig } from '../../service';
import { switchValue } from '@/utils/validate';
import { pluginTypeEnum } from '../../components/enums';
import { queryId } from '@/utils/format';
import { SDK_PATHS } from '../../paths';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import { ChangeReasonField, changeReasonOf, HistoryLink } from '@/components/History';
import { PARAM_FIELDS as F } from '@/contract/sdk/fields';
import { fieldRules } from '@/utils/fieldRules';

/**
 * /sdk/plugin/sdkConfig?pluginId=… (hidden): the current game's values for a plugin's parameter keys and whether
 * the game uses the plugin. Secret values come back masked; leaving a masked value as it is keeps it. Switching
 * game in the header rebuilds the screen with that game's values. Saving needs the plugin list's edit grant; an optional
 * 修改说明 is kept as the reason of the values' new version.
 */
const EDIT = action(SDK_PATHS.plugin, 'edit');

type FormValues = { enabled: boolean; values: Record<string, string>; changeReason?: string };

function configToForm(c: PluginConfig) {
  const values: Record<string, string> = {};
  c.plugin.paramKeys.forEach((k) => {
    values[k.key] = c.values[k.key] ?? '';
  });
  return { enabled: switchValue.toChecked(String(c.enabled)), values };
}

export default function PluginConfigPage() {
  const { query } = usePaneLocation();
  const pluginId = queryId(query, 'pluginId');
  return <PluginConfigForm key={pluginId ?? 'none'} pluginId={pluginId} />;
}

function PluginConfigForm({ pluginId }: { pluginId?: number }) {
  const t = useText();
  const { can } = useAccess();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const { gameList, currentGameId } = useSelector((s: RootState) => s.games);
  const game = gameList.find((g) => String(g.id) === currentGameId);
  const editable = can(EDIT);

  // read on arrival and after each save; a failed read shows not-found (the page is keyed by the plugin)
  const {
    data: config,
    error,
    refreshAsync: reload,
  } = useRequest(async () => (await getPluginConfig({ pluginId: Number(pluginId) })).data, {
    ready: Boolean(pluginId),
    onSuccess: (c: PluginConfig) => form.setFieldsValue(configToForm(c)),
  });
  // the save carries the version the values were read at; a stale save stays here with the difference, parameter by
  // parameter (docs/rules.md "Request ids and versions")
  const versions = useVersionedSave<PluginConfig>({ form, record: config, toForm: configToForm });
  const failed = Boolean(error);

  const back = () => history.push(SDK_PATHS.plugin);

  const save = async (v: FormValues) => {
    if (!pluginId || saving) return;
    setSaving(true);
    const values: Record<string, string> = {};
    Object.keys(v.values || {}).forEach((k) => {
      values[k] = String(v.values[k] ?? '').trim();
    });
    try {
      await versions.save((baseVersion) =>
        savePluginConfig(
          {
            pluginId,
            values,
            enabled: switchValue.toValue(v.enabled) as '1' | '0',
            baseVersion: baseVersion as number,
            ...changeReasonOf(v),
          },
          { handles: versions.handles },
        ),
      );
      message.success(t('crud.saved'));
      form.setFieldValue('changeReason', '');
      await reload();
    } catch {
      // shown by the request layer; the typed values stay
    } finally {
      setSaving(false);
    }
  };

  if (!pluginId || failed) {
    return (
      <RecordNotFound message={t('pages.sdk.pluginConfig.notFound')} backText={t('pages.sdk.back')} onBack={back} />
    );
  }
  if (!config)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );

  const { plugin } = config;
  const types = pluginTypeEnum(t);

  return (
    <Card
      title={t('pages.sdk.pluginConfig.title', { name: plugin.name, game: game?.name ?? currentGameId ?? '-' })}
      extra={
        <Space>
          <HistoryLink
            id="plugin-config-history"
            record={{ kind: 'pluginConfig', recordId: plugin.id }}
            readKey={SDK_PATHS.plugin}
            editKey={EDIT}
            title={plugin.name}
            labels={Object.fromEntries(plugin.paramKeys.map((k) => [`values.${k.key}`, k.name || k.key]))}
            onRolledBack={reload}
          />
          <ActionLink onClick={back}>{t('pages.sdk.back')}</ActionLink>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('pages.sdk.plugin.code')}>{plugin.code}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sdk.plugin.type')}>
          <Badge status={types[plugin.type].status.toLowerCase() as 'default'} text={types[plugin.type].text} />
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.sdk.plugin.version')}>{plugin.version}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sdk.pluginConfig.updated')}>
          {config.updated
            ? `${formatTime(config.updated)} · ${config.updatedBy || ''}`
            : t('pages.sdk.pluginConfig.never')}
        </Descriptions.Item>
        {plugin.status === 0 && (
          <Descriptions.Item label={t('pages.sdk.status')}>
            <Tag>{t('common.status.disabled')}</Tag>
          </Descriptions.Item>
        )}
      </Descriptions>
      {plugin.description && <Alert type="info" message={plugin.description} style={{ marginBottom: 16 }} />}
      <Form<FormValues>
        id="pluginConfig-form"
        form={form}
        layout="vertical"
        disabled={!editable || saving}
        onFinish={save}
        style={{ maxWidth: 640 }}
      >
        {versions.conflict && (
          <StaleSaveNotice
            id="pluginConfig-stale"
            conflict={versions.conflict}
            changes={versions.changes}
            labels={Object.fromEntries(plugin.paramKeys.map((k) => [`values.${k.key}`, `${k.name} (${k.key})`]))}
            onReapply={versions.reapply}
          />
        )}
        <Form.Item
          htmlFor="pluginConfig-enabled"
          name="enabled"
          label={t('pages.sdk.pluginConfig.enabled')}
          valuePropName="checked"
        >
          <Switch id="pluginConfig-enabled" />
        </Form.Item>
        {plugin.paramKeys.length === 0 && <Empty description={t('pages.sdk.pluginConfig.noKeys')} />}
        {plugin.paramKeys.map((k) => {
          // the value's length is the contract's (src/contract/sdk/fields.ts); required is the plugin's own key's
          const value = fieldRules(F.value, {
            required: k.required,
            requiredMessage: t('pages.sdk.pluginConfig.required', { name: k.name }),
          });
          return (
            <Form.Item
              htmlFor={`pluginConfig-value-${k.key}`}
              key={k.key}
              name={['values', k.key]}
              label={`${k.name} (${k.key})`}
              rules={value.rules}
              extra={k.secret ? t('pages.sdk.pluginConfig.secretHint') : undefined}
            >
              <Input id={`pluginConfig-value-${k.key}`} autoComplete="off" {...value.input} />
            </Form.Item>
          );
        })}
        {editable && <ChangeReasonField id="pluginConfig-changeReason" />}
        <Form.Item>
          <Space>
            <Button onClick={back} disabled={false}>
              {t('pages.sdk.back')}
            </Button>
            {editable && (
              <Button type="primary" htmlType="submit" id="pluginConfig-submit" loading={saving}>
                {t('pages.sdk.save')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
