/**
 * The business time zone the backend stated with the signed-in person (docs/rules.md "Business time zone"), kept as
 * it came (src/services/auth.ts). src/utils/businessTime.ts reads it, checks it is a zone this browser knows and
 * falls back to Asia/Shanghai otherwise. Apart from that module so the code every page loads, the sign-in page's
 * included, which takes the person, carries neither the date library nor the zone arithmetic.
 */
let stated: unknown;

export const statedZone = () => stated;

export function stateBusinessZone(zone: unknown): void {
  stated = zone;
}
