import { now } from '../../core/clock';
import { defineArea } from '../../core/store';
import type { GroupLike } from './rules';

/** Channel-interworking groups in the shared store: seeded on first use and again after a reset. */
export interface ChannelGroup extends GroupLike {
  note: string;
  status: 0 | 1;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface ChannelGroupArea {
  groups: ChannelGroup[];
  seq: number;
}

/** Two groups for game 1 on the seeded SDK channels (mock/package/seed.ts); no channel in two groups. */
function seed(): ChannelGroupArea {
  const t = now();
  const row = (id: number, name: string, channels: string[], note: string): ChannelGroup => ({
    id,
    gameId: 1,
    name,
    channels,
    note,
    status: 1,
    created: t,
    updated: t,
    updatedBy: '管理员',
  });
  return {
    groups: [
      row(1, 'OV 互通', ['oppo', 'vivo'], '安卓联运账号互通'),
      row(2, '应用宝 B 站互通', ['yyb', 'bilibili'], ''),
    ],
    seq: 2,
  };
}

export const channelGroupArea: () => ChannelGroupArea = defineArea<ChannelGroupArea>('channelGroups', seed);
