import type { MessageConfig, MessagePayload } from '../service';

/** An SMS scene ↔ the create/edit form's values. */
export interface MessageFormValues {
  scene?: MessageConfig['scene'];
  provider?: MessageConfig['provider'];
  signature?: string;
  template?: string;
  dailyPerPhone?: number;
  dailyPerGame?: number;
  status?: boolean;
}

export const NEW_MESSAGE: MessageFormValues = {
  provider: 'aliyun',
  dailyPerPhone: 10,
  dailyPerGame: 100000,
  status: true,
};

export function toForm(r: MessageConfig): MessageFormValues {
  const { scene, provider, signature, template, dailyPerPhone, dailyPerGame } = r;
  return { scene, provider, signature, template, dailyPerPhone, dailyPerGame, status: r.status === 1 };
}

const text = (v: unknown) => String(v ?? '').trim();

export function toPayload(v: MessageFormValues): MessagePayload {
  return {
    scene: v.scene,
    provider: v.provider,
    signature: text(v.signature),
    template: text(v.template),
    dailyPerPhone: v.dailyPerPhone,
    dailyPerGame: v.dailyPerGame,
    status: v.status ? 1 : 0,
  };
}
