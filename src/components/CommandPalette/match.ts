/**
 * What the command palette finds and in which order (docs/rules.md "Command palette"). Pure: the palette builds its
 * candidates (screens the person may open, recently opened records, a few actions) and ranks them here.
 *
 * A query is split into words; every word must match the candidate's title (in the current language), its path, the
 * pinyin initials of its Chinese title, or its keywords (the group a screen sits in, say). A candidate's score is the
 * sum of its words' best matches: the title counts most (the whole title, then its start, then a word start, then
 * anywhere), then the pinyin initials (start before anywhere), then the path (a segment's start before anywhere), then
 * the keywords. Ties keep the kinds' order (screens, records, actions), then the shorter title, then the given order.
 */
export type CandidateKind = 'screen' | 'record' | 'action';

export interface Candidate {
  /** unique among the candidates */
  id: string;
  kind: CandidateKind;
  title: string;
  /** shown under the title (a screen's group, a record's screen) and matched as keywords */
  subtitle?: string;
  /** the route path (screens and records) */
  path?: string;
  /** pinyin initials of the Chinese title (e.g. ddls for 订单流水) */
  initials?: string;
  /** other words that find it (an action's other names) */
  keywords?: string[];
}

export interface Ranked<C extends Candidate = Candidate> {
  candidate: C;
  score: number;
}

const KIND_ORDER: Record<CandidateKind, number> = { screen: 0, record: 1, action: 2 };

const norm = (s: string) => s.toLowerCase();

/** Where `word` sits in `text` as a word start (after a space, /, -, _, ., or a lower→upper case change), else -1. */
function wordStart(text: string, word: string): number {
  const lower = norm(text);
  let at = lower.indexOf(word);
  while (at > 0) {
    const before = text[at - 1];
    const here = text[at];
    if (/[\s/\-_.·(（:：]/.test(before) || (/[a-z]/.test(before) && /[A-Z]/.test(here))) return at;
    at = lower.indexOf(word, at + 1);
  }
  return at;
}

function titleScore(title: string, word: string): number {
  const t = norm(title);
  if (t === word) return 100;
  if (t.startsWith(word)) return 80;
  if (wordStart(title, word) >= 0) return 60;
  if (t.includes(word)) return 45;
  return 0;
}

function initialsScore(initials: string | undefined, word: string): number {
  if (!initials || !/^[a-z0-9]+$/.test(word)) return 0;
  if (initials === word) return 75;
  if (initials.startsWith(word)) return 70;
  if (word.length >= 2 && initials.includes(word)) return 40;
  return 0;
}

function pathScore(path: string | undefined, word: string): number {
  if (!path) return 0;
  const p = norm(path);
  const w = word.startsWith('/') ? word : `/${word}`;
  if (p === w) return 55;
  if (p.includes(w)) return 35;
  if (wordStart(path, word) >= 0) return 30;
  if (p.includes(word)) return 20;
  return 0;
}

function keywordScore(c: Candidate, word: string): number {
  const words = [...(c.keywords ?? []), ...(c.subtitle ? [c.subtitle] : [])];
  return words.some((k) => norm(k).includes(word)) ? 15 : 0;
}

/** The candidate's score for `query`, or 0 when some word of the query matches nothing of it. */
export function scoreOf(c: Candidate, query: string): number {
  const words = norm(query).split(/\s+/).filter(Boolean);
  let total = 0;
  for (const word of words) {
    const best = Math.max(
      titleScore(c.title, word),
      initialsScore(c.initials, word),
      pathScore(c.path, word),
      keywordScore(c, word),
    );
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/**
 * The candidates matching `query`, best first, at most `limit`. An empty query keeps every candidate in the given
 * order (the palette passes recent records first).
 */
export function rank<C extends Candidate>(candidates: readonly C[], query: string, limit = 50): Ranked<C>[] {
  const q = query.trim();
  if (!q) return candidates.slice(0, limit).map((candidate) => ({ candidate, score: 0 }));
  return candidates
    .map((candidate, index) => ({ candidate, score: scoreOf(candidate, q), index }))
    .filter((r) => r.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind] ||
        a.candidate.title.length - b.candidate.title.length ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ candidate, score }) => ({ candidate, score }));
}
