import { useMemo } from 'react';
import { SMS_PROVIDERS, SMS_SCENES } from '@/contract/operate/smsTemplate';
import { useText } from '@/hooks';

/** SMS scenes and providers by name, as value enums (list) and options (form). */
export function useSceneEnum(): Record<string, { text: string }> {
  const t = useText();
  return useMemo(
    () => Object.fromEntries(SMS_SCENES.map((s) => [s, { text: t(`pages.operate.messageConfig.scene.${s}`) }])),
    [t],
  );
}

export function useProviderEnum(): Record<string, { text: string }> {
  const t = useText();
  return useMemo(
    () => Object.fromEntries(SMS_PROVIDERS.map((p) => [p, { text: t(`pages.operate.messageConfig.provider.${p}`) }])),
    [t],
  );
}

export const optionsOf = (e: Record<string, { text: string }>) =>
  Object.entries(e).map(([value, { text }]) => ({ value, label: text }));
