/**
 * A seeded SDK account of one game (mock/players). Phone and e-mail are stored in clear: mask them in answers.
 */
export type RealNameStatus = 'verified' | 'unverified' | 'minor';
export type PlayerStatus = 'normal' | 'locked';
/**
 * The SDK line an account belongs to (the three account screens): set once when seeded (see lineOf in ./lines.ts) and
 * never changed by an update, so unbinding a phone does not move an account between screens.
 */
export type PlayerLine = 'domestic' | 'og' | 'overseas';

export interface PlayerRole {
  /** unique across games */
  roleId: string;
  name: string;
  /** game server code: s1, s2, … */
  server: string;
  level: number;
  created: number;
  /** currency balance (元宝 / diamonds), an integer ≥ 0: seeded from the role id (./balance.ts), moves with the role */
  balance: number;
}

export interface Player {
  gameId: number;
  /** unique across games */
  uid: number;
  /** unique across games (the game's alias is its prefix) */
  account: string;
  phone: string | null;
  email: string | null;
  /** SDK channel code the account registered through */
  channel: string;
  line: PlayerLine;
  registeredAt: number;
  lastLoginAt: number;
  realName: RealNameStatus;
  status: PlayerStatus;
  /** device ids the account signed in from */
  devices: string[];
  /** recent sign-in IPs (IPv4 or IPv6) */
  ips: string[];
  roles: PlayerRole[];
  /** when an operator last reset the password (the temporary password itself is never kept in clear) */
  passwordResetAt?: number;
}

/** One sign-in of an account (login history; generated from the account, see ./logins.ts). */
export interface PlayerLogin {
  time: number;
  ip: string;
  device: string;
  channel: string;
  result: 'success' | 'wrongPassword' | 'locked';
}
