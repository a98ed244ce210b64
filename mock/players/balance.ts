/**
 * A role's currency balance (元宝 / diamonds, an integer; docs/rules.md "Players"). Seeded from the role id alone (a
 * hash, no draw of the seed's PRNG: the rest of the seed stays as it was, and 100,000 roles cost a few milliseconds),
 * kept on the role (`PlayerRole.balance`), so it goes with the role when the role moves to another account.
 */
export const BALANCE_MAX = 30_000;

/** 0 for about one role in five (never paid), otherwise 1 – 30,000; the same for a role id on every start. */
export function seededBalance(roleId: string): number {
  // FNV-1a of a salted id: not correlated with the role's points (mock/players/points.ts hashes the bare id)
  let h = 0x811c9dc5;
  const text = `balance:${roleId}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  if (h % 5 === 0) return 0;
  return 1 + (Math.floor(h / 5) % BALANCE_MAX);
}

/** The balance of an account: the sum of its roles' balances. */
export const accountBalance = (roles: ReadonlyArray<{ balance: number }>): number =>
  roles.reduce((sum, r) => sum + r.balance, 0);
