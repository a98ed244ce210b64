/**
 * The currencies an amount may be in (docs/rules.md "Money"), as the contract's schemas name them; src/utils/money.ts
 * formats and parses amounts in them.
 */
export const CURRENCIES = ['CNY', 'USD', 'HKD', 'TWD', 'BRL', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
