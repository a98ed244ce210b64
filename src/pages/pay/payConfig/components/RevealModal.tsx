import RevealSecret from '@/components/RevealSecret';
import type { PaySecretField } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { revealPaySecret } from '../../service';

/** Reveals one secret of a pay configuration (asks why; logged, the value never is). */
export default function RevealModal(props: { id: number; field: PaySecretField; title: string; idPrefix?: string }) {
  const t = useText();
  return (
    <RevealSecret
      triggerId={`${props.idPrefix ?? 'pay'}-reveal-${props.field}-${props.id}`}
      idPrefix="pay-reveal"
      title={t('pages.pay.reveal.title', { what: props.title })}
      texts={{
        reveal: t('pages.pay.reveal'),
        notice: t('pages.pay.reveal.notice'),
        reason: t('pages.pay.reveal.reason'),
        reasonRequired: t('pages.pay.reveal.reasonRequired'),
      }}
      reveal={async (reason) => (await revealPaySecret({ id: props.id, field: props.field, reason })).data.value}
    />
  );
}
