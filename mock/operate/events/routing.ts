/**
 * Which handler a new ticket goes to (src/pages/operate/README.md "Tickets and cancellations"): among its type's
 * handlers, the one with the fewest unclosed tickets (open or answered) of the game; ties go to the account name first
 * in code-point order. Pure: the caller records the assignment (the seed in the ticket's history, a live ticket in the
 * operation log too).
 */
export interface Candidate {
  id: number;
  account: string;
  name: string;
}

export interface Assignment {
  handler: Candidate | null;
  /** each candidate's unclosed tickets before the assignment, in the order compared */
  loads: Array<Candidate & { open: number }>;
}

export function chooseHandler(candidates: readonly Candidate[], openCount: (personId: number) => number): Assignment {
  const loads = candidates
    .map((c) => ({ ...c, open: openCount(c.id) }))
    .sort((a, b) => a.open - b.open || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  return { handler: loads[0] ? { id: loads[0].id, account: loads[0].account, name: loads[0].name } : null, loads };
}

/** The loads as a ticket's history shows them: `huangmin 2, zhuqian 3`. */
export const loadsNote = (a: Assignment) => a.loads.map((l) => `${l.account} ${l.open}`).join(', ');
