import { useMemo } from 'react';
import { ENTITY_REGIONS, SMS_PROVIDERS, SMS_PURPOSES, SMS_STATUSES } from '@/contract/setting/operationRules';
import { PROTOCOL_KINDS, PROTOCOL_LANGS, PROTOCOL_TEMPLATES } from '@/contract/setting/protocolTemplates';
import { useText } from '@/hooks';

/** The value enums (badges and select options) of the operating-entity screens, in the operator's language. */
type Enum = Record<string, { text: string; status?: string }>;

export function useOperationLabels() {
  const t = useText();
  return useMemo(() => {
    const of = (values: readonly string[], prefix: string, status: Record<string, string> = {}): Enum =>
      Object.fromEntries(
        values.map((v) => [v, { text: t(`pages.setting.operation.${prefix}.${v}`), status: status[v] }]),
      );
    return {
      regions: of(ENTITY_REGIONS, 'region'),
      kinds: of(PROTOCOL_KINDS, 'protocol.kind'),
      templates: of(PROTOCOL_TEMPLATES, 'protocol.template'),
      langs: Object.fromEntries(PROTOCOL_LANGS.map((l) => [l, { text: l }])) as Enum,
      protocolStatuses: of(['draft', 'published', 'archived'], 'protocol.status', {
        draft: 'Default',
        published: 'Success',
        archived: 'Warning',
      }),
      purposes: of(SMS_PURPOSES, 'sms.purpose'),
      providers: of(SMS_PROVIDERS, 'sms.provider'),
      smsStatuses: of(SMS_STATUSES, 'sms.status', { pending: 'Processing', approved: 'Success', rejected: 'Error' }),
    };
  }, [t]);
}
