import type { GamePayload, GameRow } from '../service';
import { toStatus } from '@/components/status';
import { GAME_FIELDS } from '@/contract/setting/games/fields';

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

/** The contract's alias pattern (src/contract/setting/games/fields.ts), as a RegExp. */
export const ALIAS_RULE = new RegExp(GAME_FIELDS.alias.pattern);
/** An icon is an image data URI or an https address: the contract's pattern, which the backend checks too. */
export const ICON_RULE = new RegExp(GAME_FIELDS.icon.pattern);

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
