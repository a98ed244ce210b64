import RevealSecret from '@/components/RevealSecret';
import { useText } from '@/hooks';
import { revealAppKey, type AppKey, type SecretField } from '../../service';

/** Reveals one secret of an app key (asks why; logged). */
export default function RevealModal({ record, field }: { record: AppKey; field: SecretField }) {
  const t = useText();
  const k = 'pages.unity.keyConfig.reveal';
  return (
    <RevealSecret
      triggerId={`key-reveal-${field}-${record.id}`}
      idPrefix="key-reveal"
      title={t(`${k}.title`, { field: t(`pages.unity.keyConfig.${field}`), game: record.gameName })}
      texts={{
        reveal: t(k),
        notice: t(`${k}.notice`),
        reason: t(`${k}.reason`),
        reasonRequired: t(`${k}.reasonRequired`),
      }}
      reveal={async (reason) => (await revealAppKey({ id: record.id, field, reason })).data.value}
    />
  );
}
