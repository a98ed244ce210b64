import { BASE_EPOCH, DAY, now } from '../core/clock';
import { playerByAccount, recordSignIn } from '../players';
import { defineArea, getStore } from '../core/store';
import { activityBetween } from './stream';
import type { ActivityEvent, ActivityListener, AppliedFacts, PaymentEvent, SignInEvent } from './types';

export { activityBetween, activityOfMinute } from './stream';
export type { ActivityEvent, ActivityListener, AppliedFacts, PaymentEvent, SignInEvent } from './types';

/**
 * The simulated activity, applied lazily (docs/rules.md "Simulated activity"). Nothing runs in the background: a handler that
 * needs the players as they are now calls `catchUpActivity()`, which applies every event of the stream after the last
 * watermark up to the clock's now, in time order, once each: sign-ins update the account (./players/signIns.ts),
 * payments are kept for RECENT_MS per account, and every listener hears each event. The stream starts at the seed's day
 * (BASE_EPOCH); a span longer than MAX_CATCH_UP_MS (a big clock jump) applies only its last 24 hours.
 */
export const ACTIVITY_START = BASE_EPOCH;
export const MAX_CATCH_UP_MS = DAY;
/** how long an account's payments are kept for rules that count them (the longest window a rule may have) */
export const RECENT_MS = DAY;

interface ActivityState {
  /** every event at or before it has been applied (null: none yet) */
  watermark: number | null;
  injected: number;
  /** `<gameId>:<account>` → times of its payments within RECENT_MS, oldest first */
  payments: Map<string, number[]>;
  /** how many events were applied since the seed (tests, the dev endpoint) */
  applied: number;
  /** while paused, catching up applies nothing of the stream (injected events still apply); reset unpauses */
  paused: boolean;
  /** a catch-up is under way: one started by a listener or a due change does nothing (time order stays) */
  busy: boolean;
}

const activityArea = defineArea<ActivityState>('activity', () => ({
  watermark: null,
  injected: 0,
  payments: new Map(),
  applied: 0,
  paused: false,
  busy: false,
}));

/**
 * Pauses (or resumes) the stream: a test that needs an account to sign in only when it says so pauses it. The time
 * passed while paused is skipped, not replayed on resume. Injected events still apply.
 */
export function pauseActivity(paused = true): void {
  activityArea().paused = paused;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_ACTIVITY_LISTENERS__: Map<string, ActivityListener> | undefined;
}

/** Listeners live on globalThis, by name: umi re-evaluates mock modules on change, and a module re-registers itself. */
function listeners(): Map<string, ActivityListener> {
  if (!globalThis.__GAME_OPS_ACTIVITY_LISTENERS__) globalThis.__GAME_OPS_ACTIVITY_LISTENERS__ = new Map();
  return globalThis.__GAME_OPS_ACTIVITY_LISTENERS__;
}

/** Registers (or replaces) the listener called `name`; answers a function that removes it. */
export function onActivity(name: string, listener: ActivityListener): () => void {
  listeners().set(name, listener);
  return () => {
    if (listeners().get(name) === listener) listeners().delete(name);
  };
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_ACTIVITY_GATES__: Map<string, ActivityGate> | undefined;
}

/** A gate answers whether an event may happen (a ban refuses a banned player's sign-in or payment). */
export type ActivityGate = (e: ActivityEvent) => boolean;

function gates(): Map<string, ActivityGate> {
  if (!globalThis.__GAME_OPS_ACTIVITY_GATES__) globalThis.__GAME_OPS_ACTIVITY_GATES__ = new Map();
  return globalThis.__GAME_OPS_ACTIVITY_GATES__;
}

/**
 * Registers (or replaces) the gate called `name`: an event any gate refuses does not happen (nothing is applied and
 * no listener hears it). Answers a function that removes it.
 */
export function gateActivity(name: string, gate: ActivityGate): () => void {
  gates().set(name, gate);
  return () => {
    if (gates().get(name) === gate) gates().delete(name);
  };
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_ACTIVITY_DUE__: Map<string, DueSource> | undefined;
}

/**
 * A change the backend's clock makes at a known time (a cancellation whose cooling-off ends): applied by the catch-up
 * at its time, between the stream's events. `apply` checks again that it is still due (an earlier event of the same
 * catch-up may have made it moot: a sign-in that withdrew the cancellation).
 */
export interface DueChange {
  at: number;
  /** orders changes of the same time */
  id: string;
  apply: () => void;
}

/** Answers every change due at or before `to` that has not happened yet (until it happens, it is answered again). */
export type DueSource = (to: number) => DueChange[];

function dueSources(): Map<string, DueSource> {
  if (!globalThis.__GAME_OPS_ACTIVITY_DUE__) globalThis.__GAME_OPS_ACTIVITY_DUE__ = new Map();
  return globalThis.__GAME_OPS_ACTIVITY_DUE__;
}

/**
 * Registers (or replaces) the source of due changes called `name`: every catch-up applies what it answers, in time
 * order with the stream's events (a change before an event of the same millisecond). Answers a function that removes it.
 */
export function dueActivity(name: string, source: DueSource): () => void {
  dueSources().set(name, source);
  return () => {
    if (dueSources().get(name) === source) dueSources().delete(name);
  };
}

/** Every registered source's changes due by `to`, in time order. */
function dueBy(to: number): DueChange[] {
  const out: DueChange[] = [];
  for (const [name, source] of dueSources()) {
    try {
      out.push(...source(to));
    } catch (err) {
      console.error(`due changes of ${name} failed:`, err);
    }
  }
  return out.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function applyDue(c: DueChange): void {
  try {
    c.apply();
  } catch (err) {
    console.error(`due change ${c.id} failed:`, err);
  }
}

/**
 * Applies one event: false when the account is unknown or locked (a locked account neither signs in nor pays) or a
 * gate refuses it.
 */
function apply(e: ActivityEvent): boolean {
  const st = activityArea();
  const player = playerByAccount(e.gameId, e.account);
  if (!player || player.status === 'locked') return false;
  for (const gate of gates().values()) if (!gate(e)) return false;
  let facts: AppliedFacts = { newDevice: false, newIp: false };
  if (e.kind === 'signIn') {
    const r = recordSignIn(e.gameId, e.account, { at: e.at, device: e.device, ip: e.ip });
    if (r) facts = { newDevice: r.newDevice, newIp: r.newIp };
  } else {
    const key = `${e.gameId}:${e.account}`;
    const times = (st.payments.get(key) ?? []).filter((t) => t > e.at - RECENT_MS);
    times.push(e.at);
    st.payments.set(key, times);
  }
  st.applied += 1;
  for (const [name, listener] of listeners()) {
    try {
      listener(e, facts);
    } catch (err) {
      console.error(`activity listener ${name} failed on ${e.id}:`, err);
    }
  }
  return true;
}

/**
 * Applies every event after the watermark up to `at` (default: the clock's now) for each enabled game, and every due
 * change (dueActivity) up to `at`, all in time order, and moves the watermark to `at`. Calling it again for the same
 * time applies nothing (no event twice, no alert twice). Due changes apply while the stream is paused, and over the
 * whole span even when a clock jump leaves the stream only its last MAX_CATCH_UP_MS. Answers how many of the stream's
 * events were applied.
 */
export function catchUpActivity(at: number = now()): number {
  const st = activityArea();
  if (st.busy) return 0;
  st.busy = true;
  try {
    return catchUp(st, at);
  } finally {
    st.busy = false;
  }
}

function catchUp(st: ActivityState, at: number): number {
  const start = st.watermark ?? ACTIVITY_START;
  if (at <= start) {
    // the clock did not move, but a change may have become due since (an approval after the cooling-off's end)
    for (const c of dueBy(at)) applyDue(c);
    return 0;
  }
  const from = Math.max(start, at - MAX_CATCH_UP_MS);
  st.watermark = at;
  const due = dueBy(at);
  const events = st.paused
    ? []
    : getStore()
        .games.filter((g) => g.status === 1)
        .flatMap((g) => activityBetween(g.id, from, at))
        .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
  let applied = 0;
  let d = 0;
  for (const e of events) {
    // a change due at or before the event happens first: the end of a cooling-off before a sign-in locks the account
    while (d < due.length && due[d].at <= e.at) applyDue(due[d++]);
    if (apply(e)) applied += 1;
  }
  while (d < due.length) applyDue(due[d++]);
  return applied;
}

/** The watermark (null before the first catch-up). */
export const activityWatermark = (): number | null => activityArea().watermark;

/** Times of an account's payments with from < t ≤ to (within the last RECENT_MS of what was applied). */
export function paymentTimes(gameId: number, account: string, from: number, to: number): number[] {
  return (activityArea().payments.get(`${gameId}:${account}`) ?? []).filter((t) => t > from && t <= to);
}

type WithoutStamp<E> = Omit<E, 'id' | 'gameId' | 'at'>;
/** An event to inject: what the stream would draw, without its id, game and time. */
export type InjectInput = WithoutStamp<SignInEvent> | WithoutStamp<PaymentEvent>;

/**
 * Applies one event now (after catching up), as if the stream had it (tests and demos: POST /api/__mock/activity).
 * Answers the event, or null when the account is unknown or locked.
 */
export function injectActivity(gameId: number, input: InjectInput, at: number = now()): ActivityEvent | null {
  catchUpActivity(at);
  const st = activityArea();
  const event = { ...input, gameId, at, id: `inj-${st.injected + 1}` } as ActivityEvent;
  if (!apply(event)) return null;
  st.injected += 1;
  return event;
}
