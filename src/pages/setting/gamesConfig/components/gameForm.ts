import type { GamePayload, GameRow } from '../service';
import { toStatus } from '@/components/status';

/** The parent-game form's values and their mapping to the record and the payload (/setting/gamesConfig/config). */
export interface GameFormValues {
  name: string;
  alias: string;
  region: GamePayload['region'];
  entity?: string;
  icon?: string;
  status: boolean;
}

export const NEW_GAME: GameFormValues = { name: '', alias: '', region: 'domestic', entity: '', icon: '', status: true };

export const ALIAS_RULE = /^[a-z][a-z0-9_]{1,31}$/;
/** An icon is an image data URI or an https address (the backend checks the same). */
export const ICON_RULE = /^(data:image\/[a-z+.-]+[;,]|https:\/\/)/i;

export function toForm(r: GameRow): GameFormValues {
  return {
    name: r.name,
    alias: r.alias,
    region: r.region,
    entity: r.entity ?? '',
    icon: r.icon?.startsWith('https://') ? r.icon : '',
    status: r.status === 1,
  };
}

/** Trimmed; an empty icon is left out (the backend keeps the current one, or draws one for a new game). */
export function toPayload(v: GameFormValues): GamePayload {
  const icon = (v.icon ?? '').trim();
  return {
    name: v.name.trim(),
    alias: v.alias.trim(),
    region: v.region,
    entity: (v.entity ?? '').trim(),
    ...(icon ? { icon } : {}),
    status: toStatus(v.status),
  };
}
