import type { Currency } from '../../src/utils/money';

/**
 * The simulated activity of the seeded players (docs/rules.md "Simulated activity"): sign-ins and payments, generated per minute
 * and per game from the seed alone (./stream.ts), applied once each in time order by catchUpActivity (./index.ts).
 */
interface EventBase {
  /** `<gameId>-<minute>-<k>` for the stream's events, `inj-<n>` for injected ones: unique */
  id: string;
  gameId: number;
  /** epoch ms */
  at: number;
  account: string;
}

export interface SignInEvent extends EventBase {
  kind: 'signIn';
  device: string;
  ip: string;
  channel: string;
}

export interface PaymentEvent extends EventBase {
  kind: 'payment';
  roleId: string;
  roleName: string;
  server: string;
  /** integer minor units (docs/rules.md "Money") */
  amount: number;
  currency: Currency;
}

export type ActivityEvent = SignInEvent | PaymentEvent;

/** What applying a sign-in found (passed to listeners beside the event). */
export interface AppliedFacts {
  /** a sign-in from a device the account had not used before (false for payments) */
  newDevice: boolean;
  newIp: boolean;
}

/** A listener of applied events (monitor rules, cancellations withdrawn by a sign-in, …). */
export type ActivityListener = (event: ActivityEvent, facts: AppliedFacts) => void;
