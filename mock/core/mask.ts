/**
 * A secret as the backend answers it, never in clear (keys, app secrets, certificates' passwords):
 * 'a3f9c2e18b7d4f60a1c5' → 'a3f9****a1c5'; 8 characters or fewer: '****'; unset: ''.
 */
export function maskSecret(value: string): string {
  if (!value) return '';
  if (value.length <= 8) return '****';
  return `${value.slice(0, 4)}****${value.slice(-4)}`;
}
