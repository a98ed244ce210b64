/** A rule's coverage as the list shows it: [min, latest), an open minimum in words. */
type T = (id: string, values?: Record<string, string | number>) => string;

export function coverageText(t: T, min: string, latest: string): string {
  return min
    ? t('pages.operate.updateConfig.coverage.range', { min, latest })
    : t('pages.operate.updateConfig.coverage.below', { latest });
}
