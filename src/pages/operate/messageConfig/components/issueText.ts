import { REQUIRED_PLACEHOLDER, type TemplateIssue, written } from '@/contract/operate/smsTemplate';

/** A template problem in the operator's words (positions counted from 1, as the backend says them). */
type T = (id: string, values?: Record<string, string | number>) => string;

export function issueText(t: T, issue: TemplateIssue): string {
  switch (issue.kind) {
    case 'unbalanced':
      return t('pages.operate.messageConfig.issue.unbalanced', { at: issue.at + 1 });
    case 'badName':
      return t('pages.operate.messageConfig.issue.badName', { text: issue.text });
    case 'unknown':
      return t('pages.operate.messageConfig.issue.unknown', { name: issue.name, allowed: issue.allowed.join(', ') });
    default:
      return t('pages.operate.messageConfig.issue.missingCode', { code: written(REQUIRED_PLACEHOLDER) });
  }
}
