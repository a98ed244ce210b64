/** Severity of a self-check item as a badge (an error fails a check; a warning is reported only). */
export const severityEnum = (t: (id: string) => string) => ({
  error: { text: t('pages.check.severity.error'), status: 'Error' },
  warning: { text: t('pages.check.severity.warning'), status: 'Warning' },
});
