/**
 * The one-group rule of channel interworking: within a game, a channel belongs to one group at most. Pure, so the unit
 * tests run it without the store.
 */
export interface GroupLike {
  id: number;
  gameId: number;
  name: string;
  channels: string[];
}

/** The channel list as saved: trimmed, duplicates dropped, in the order given. */
export function normalizeChannels(channels: string[]): string[] {
  return [...new Set(channels.map((c) => c.trim()).filter(Boolean))];
}

/**
 * The first conflict of `group` with the other groups of its game: a channel of `group` that another group (not
 * itself, same game) already holds, with that group; null when none.
 */
export function findChannelConflict<G extends GroupLike>(
  group: GroupLike,
  groups: readonly G[],
): { channel: string; other: G } | null {
  for (const channel of group.channels) {
    const other = groups.find((g) => g.gameId === group.gameId && g.id !== group.id && g.channels.includes(channel));
    if (other) return { channel, other };
  }
  return null;
}
