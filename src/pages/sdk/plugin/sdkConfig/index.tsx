import { history, useIntl, useSelector } from '@umijs/max';
import { Alert, Badge, Button, Card, Descriptions, Empty, Form, Input, Skeleton, Space, Switch, Tag, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useAuthorized } from '@/components/Authorized';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import type { RootState } from '@/models/types';
import { getPluginConfig, savePluginConfig, type PluginConfig } from '@/pages/sdk/service';
import { switchValue } from '@/utils/validate';
import { pluginTypeEnum } from '../../components/enums';
import { queryId } from '@/utils/format';
import { SDK_PATHS } from '../../paths';
import RecordNotFound from '@/components/RecordNotFound';

/**
 * /sdk/plugin/sdkConfig?pluginId=… (hidden): the current game's values for a plugin's parameter keys and whether
 * the game uses the plugin. Secret values come back masked; leaving a masked value as it is keeps it. Switching
 * game in the header rebuilds the screen with that game's values. Saving needs the plugin list's edit grant.
 */
const EDIT = '/sdk/plugin:edit';

type FormValues = { enabled: boolean; values: Record<string, string> };

export default function PluginConfigPage() {
  const { query } = usePaneLocation();
  const pluginId = queryId(query, 'pluginId');
  return <PluginConfigForm key={pluginId ?? 'none'} pluginId={pluginId} />;
}

function PluginConfigForm({ pluginId }: { pluginId?: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useAuthorized();
  const [form] = Form.useForm<FormValues>();
  const [config, setConfig] = useState<PluginConfig>();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const { gameList, currentGameId } = useSelector((s: RootState) => s.games);
  const game = gameList.find((g) => String(g.id) === currentGameId);
  const editable = can(EDIT);

  const load = (id: number) =>
    getPluginConfig({ pluginId: id })
      .then((res) => {
        setConfig(res.data);
        const values: Record<string, string> = {};
        res.data.plugin.paramKeys.forEach((k) => {
          values[k.key] = res.data.values[k.key] ?? '';
        });
        form.setFieldsValue({ enabled: switchValue.toChecked(String(res.data.enabled)), values });
      })
      .catch(() => setFailed(true));

  useEffect(() => {
    if (pluginId) load(pluginId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pluginId]);

  const back = () => history.push(SDK_PATHS.plugin);

  const save = async (v: FormValues) => {
    if (!pluginId || saving) return;
    setSaving(true);
    const values: Record<string, string> = {};
    Object.keys(v.values || {}).forEach((k) => {
      values[k] = String(v.values[k] ?? '').trim();
    });
    try {
      await savePluginConfig({ pluginId, values, enabled: switchValue.toValue(v.enabled) as '1' | '0' });
      message.success(f('crud.saved'));
      await load(pluginId);
    } catch {
      // shown by the request layer; the typed values stay
    } finally {
      setSaving(false);
    }
  };

  if (!pluginId || failed) {
    return <RecordNotFound message={f('pages.sdk.pluginConfig.notFound')} backText={f('pages.sdk.back')} onBack={back} />;
  }
  if (!config) return <Card><Skeleton active /></Card>;

  const { plugin } = config;
  const types = pluginTypeEnum(f);

  return (
    <Card
      title={f('pages.sdk.pluginConfig.title', { name: plugin.name, game: game?.name ?? currentGameId ?? '-' })}
      extra={<a onClick={back}>{f('pages.sdk.back')}</a>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={f('pages.sdk.plugin.code')}>{plugin.code}</Descriptions.Item>
        <Descriptions.Item label={f('pages.sdk.plugin.type')}>
          <Badge status={types[plugin.type].status.toLowerCase() as 'default'} text={types[plugin.type].text} />
        </Descriptions.Item>
        <Descriptions.Item label={f('pages.sdk.plugin.version')}>{plugin.version}</Descriptions.Item>
        <Descriptions.Item label={f('pages.sdk.pluginConfig.updated')}>
          {config.updated ? `${dayjs(config.updated).format('YYYY-MM-DD HH:mm:ss')} · ${config.updatedBy || ''}` : f('pages.sdk.pluginConfig.never')}
        </Descriptions.Item>
        {plugin.status === 0 && (
          <Descriptions.Item label={f('pages.sdk.status')}>
            <Tag>{f('common.status.disabled')}</Tag>
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
        <Form.Item name="enabled" label={f('pages.sdk.pluginConfig.enabled')} valuePropName="checked">
          <Switch id="pluginConfig-enabled" />
        </Form.Item>
        {plugin.paramKeys.length === 0 && <Empty description={f('pages.sdk.pluginConfig.noKeys')} />}
        {plugin.paramKeys.map((k) => (
          <Form.Item
            key={k.key}
            name={['values', k.key]}
            label={`${k.name} (${k.key})`}
            rules={[{ required: k.required, whitespace: true, message: f('pages.sdk.pluginConfig.required', { name: k.name }) }, { max: 2000 }]}
            extra={k.secret ? f('pages.sdk.pluginConfig.secretHint') : undefined}
          >
            <Input id={`pluginConfig-value-${k.key}`} autoComplete="off" />
          </Form.Item>
        ))}
        <Form.Item>
          <Space>
            <Button onClick={back} disabled={false}>
              {f('pages.sdk.back')}
            </Button>
            {editable && (
              <Button type="primary" htmlType="submit" id="pluginConfig-submit" loading={saving}>
                {f('pages.sdk.save')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
