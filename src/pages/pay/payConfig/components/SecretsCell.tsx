import { useAccess } from '@umijs/max';
import { Space, Typography } from 'antd';
import { PAY_TYPE_SECRETS, type PaySecretField } from '@/contract/payTypes';
import { useText } from '@/hooks';
import type { PayConfig } from '../../service';
import RevealModal from './RevealModal';

/**
 * The secrets a pay type uses, masked as the backend answered them, each with a reveal link for people granted the
 * reveal endpoint.
 */
export default function SecretsCell({ record, typeName }: { record: PayConfig; typeName: string }) {
  const t = useText();
  const { can } = useAccess();
  const fields = PAY_TYPE_SECRETS[record.payType] as readonly PaySecretField[];
  return (
    <Space direction="vertical" size={0}>
      {fields.map((field) => (
        <Space key={field} size={4}>
          <Typography.Text type="secondary">{t(`pages.pay.secret.${field}`)}</Typography.Text>
          <Typography.Text code id={`pay-secret-${field}-${record.id}`}>
            {record[field] || t('pages.pay.secret.unset')}
          </Typography.Text>
          {record[field] && can('/api/mng/payConfig/reveal') && (
            <RevealModal id={record.id} field={field} title={`${typeName} ${t(`pages.pay.secret.${field}`)}`} />
          )}
        </Space>
      ))}
    </Space>
  );
}
