import { Access, useAccess } from '@umijs/max';
import { ProFormSelect, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import CrudTable from '@/components/CrudTable';
import { ChangeReasonField, changeReasonOf, columnLabels, DeletedRecords, HistoryLink } from '@/components/History';
import { addAppKey, deleteAppKey, editAppKey, pageAppKeys, type AppKey, type SecretField } from '../service';
import { useGameOptions, useText } from '@/hooks';
import RevealModal from './components/RevealModal';
import RotateConfirm from './components/RotateConfirm';
import { UNITY_PATHS } from '../paths';
import { action } from '@/utils/action';
import { KEY_FIELDS as F } from '@/contract/unity/fields';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * /unity/keyConfig: each parent game's app key, app secret, pay key and RSA public key. Secrets are masked; revealing
 * one asks a reason and is logged; rotating makes a new secret at once (after a confirmation). Reveal and rotate are
 * shown to people granted those endpoints. An edit and a rotation take an optional 修改说明 for the key's history.
 */
type KeyPayload = {
  id?: number;
  parentGameId?: number;
  rsaPublicKey?: string;
  remark?: string;
  changeReason?: string;
};

const SECRETS: SecretField[] = ['appSecret', 'payKey'];

export default function KeyConfigPage() {
  const t = useText();
  const { can } = useAccess();
  const games = useGameOptions(false);
  // the key's pattern and the remark's length are the contract's (src/contract/unity/fields.ts); the backend also
  // parses the key as an RSA public key
  const rsaField = fieldRules(F.rsaPublicKey, { patternMessage: t('pages.unity.keyConfig.rsa.pattern') });
  const remarkField = fieldRules(F.remark);

  const secretColumn = (field: SecretField): ProColumns<AppKey> => ({
    title: t(`pages.unity.keyConfig.${field}`),
    dataIndex: field,
    hideInSearch: true,
    render: (_, r, _i, table) => (
      <Space size={0}>
        <Typography.Text code id={`key-${field}-${r.id}`}>
          {r[field]}
        </Typography.Text>
        <Access accessible={can('/api/mng/key/reveal')}>
          <RevealModal record={r} field={field} />
        </Access>
        <Access accessible={can('/api/mng/key/rotate')}>
          <RotateConfirm record={r} field={field} onDone={() => table?.reload()} />
        </Access>
      </Space>
    ),
  });

  const columns: ProColumns<AppKey>[] = [
    {
      title: t('pages.unity.keyConfig.game'),
      dataIndex: 'gameName',
      valueType: 'select',
      fieldProps: { options: games, showSearch: true, optionFilterProp: 'label' },
      search: { transform: (v: unknown) => ({ parentGameId: v }) },
    },
    { title: t('pages.unity.keyConfig.appKey'), dataIndex: 'appKey', copyable: true, hideInSearch: true },
    ...SECRETS.map(secretColumn),
    {
      title: t('pages.unity.keyConfig.rsaPublicKey'),
      dataIndex: 'rsaPublicKey',
      hideInSearch: true,
      render: (_, r) =>
        r.rsaPublicKey ? (
          <Typography.Text
            copyable={{ text: r.rsaPublicKey }}
            ellipsis
            style={{ maxWidth: 200 }}
            title={r.rsaFingerprint}
          >
            {r.rsaFingerprint || r.rsaPublicKey}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('pages.unity.keyConfig.rsa.none')}</Typography.Text>
        ),
      renderText: (v: unknown) => String(v ?? ''),
    },
    { title: t('pages.unity.keyConfig.remark'), dataIndex: 'remark', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.unity.keyConfig.secretRotated'),
      dataIndex: 'secretRotated',
      valueType: 'dateTime',
      hideInSearch: true,
      hideInTable: true,
    },
    {
      title: t('pages.unity.keyConfig.payKeyRotated'),
      dataIndex: 'payKeyRotated',
      valueType: 'dateTime',
      hideInSearch: true,
      hideInTable: true,
    },
    { title: t('common.updated'), dataIndex: 'updated', valueType: 'dateTime', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
    { title: t('pages.unity.keyConfig.name'), dataIndex: 'name', hideInTable: true, hideInDescriptions: true },
  ];

  return (
    <CrudTable<AppKey, KeyPayload>
      id="key-table"
      columns={columns}
      service={{
        page: pageAppKeys,
        add: (p, o) =>
          addAppKey({ parentGameId: Number(p.parentGameId), rsaPublicKey: p.rsaPublicKey, remark: p.remark }, o),
        edit: (p, o) =>
          editAppKey(
            {
              id: Number(p.id),
              rsaPublicKey: p.rsaPublicKey,
              remark: p.remark,
              changeReason: p.changeReason,
              baseVersion: p.baseVersion,
            },
            o,
          ),
        remove: (r) => deleteAppKey({ id: r.id }),
      }}
      authority={{
        add: action(UNITY_PATHS.keyConfig, 'add'),
        edit: action(UNITY_PATHS.keyConfig, 'edit'),
        remove: action(UNITY_PATHS.keyConfig, 'delete'),
        export: action(UNITY_PATHS.keyConfig, 'export'),
      }}
      exportName={t('pages.unity.keyConfig.exportName')}
      rowActions={(r, reload) => [
        <HistoryLink
          key="history"
          record={{ kind: 'appKey', recordId: r.id }}
          readKey={UNITY_PATHS.keyConfig}
          editKey={action(UNITY_PATHS.keyConfig, 'edit')}
          title={r.gameName}
          labels={{ ...columnLabels(columns) }}
          onRolledBack={reload}
        />,
      ]}
      toolbar={() => [
        <DeletedRecords
          key="deleted"
          kind="appKey"
          readKey={UNITY_PATHS.keyConfig}
          editKey={action(UNITY_PATHS.keyConfig, 'edit')}
          labels={{ ...columnLabels(columns) }}
        />,
      ]}
      toForm={(r) => ({ rsaPublicKey: r.rsaPublicKey, remark: r.remark || '' })}
      toPayload={(v, r) => ({
        ...(r ? { id: r.id } : { parentGameId: Number(v.parentGameId) }),
        rsaPublicKey: String(v.rsaPublicKey ?? '').trim(),
        remark: String(v.remark ?? '').trim(),
        ...(r ? changeReasonOf(v) : {}),
      })}
      formFields={(r) => (
        <>
          {!r && (
            <ProFormSelect
              htmlFor="key-form-game"
              name="parentGameId"
              label={t('pages.unity.keyConfig.game')}
              options={games}
              fieldProps={{ id: 'key-form-game', showSearch: true, optionFilterProp: 'label' }}
              extra={t('pages.unity.keyConfig.add.tip')}
              rules={[requiredRule(undefined, false)]}
            />
          )}
          <ProFormTextArea
            htmlFor="key-form-rsa"
            name="rsaPublicKey"
            label={t('pages.unity.keyConfig.rsaPublicKey')}
            tooltip={t('pages.unity.keyConfig.rsa.tip')}
            fieldProps={{
              id: 'key-form-rsa',
              ...rsaField.input,
              autoSize: { minRows: 3, maxRows: 10 },
              style: { fontFamily: 'monospace' },
            }}
            rules={rsaField.rules}
          />
          <ProFormTextArea
            htmlFor="key-form-remark"
            name="remark"
            label={t('pages.unity.keyConfig.remark')}
            fieldProps={{ id: 'key-form-remark', ...remarkField.input }}
            rules={remarkField.rules}
          />
          {r && <ChangeReasonField id="key-form-changeReason" />}
        </>
      )}
    />
  );
}
