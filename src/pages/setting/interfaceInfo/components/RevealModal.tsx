import RevealSecret from '@/components/RevealSecret';
import { useText } from '@/hooks';
import { type InterfaceSecret, revealInterfaceKey } from '../../gamesConfig/service';

/** Reveals one key of a game's integration (asks why; logged, the value never is). */
export default function RevealModal({ gameId, field }: { gameId: number; field: InterfaceSecret }) {
  const t = useText();
  const k = 'pages.setting.iface.reveal';
  return (
    <RevealSecret
      triggerId={`iface-reveal-${field}`}
      idPrefix="iface-reveal"
      title={t(`${k}.title`, { field: t(`pages.setting.iface.${field}`) })}
      texts={{
        reveal: t(k),
        notice: t(`${k}.notice`),
        reason: t(`${k}.reason`),
        reasonRequired: t(`${k}.reasonRequired`),
      }}
      reveal={async (reason) => (await revealInterfaceKey({ parentGameId: gameId, field, reason })).data.value}
    />
  );
}
