/**
 * SMS scenes and their templates (/operate/messageConfig): which scenes exist, which placeholders each allows, and
 * the template check and preview. Pure, and shared by the backend (which refuses a bad template) and the screen
 * (which previews as the operator types), so the two cannot disagree.
 *
 * A placeholder is written `${name}` or `{name}`; braces do not nest; every `{` closes with a `}` before the next `{`,
 * and a `}` never stands alone. Every scene requires `code` (the verification code).
 */
export const SMS_SCENES = ['login', 'register', 'bind', 'unbind', 'reset'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const SMS_PROVIDERS = ['aliyun', 'tencent', 'huawei'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export const SCENE_PLACEHOLDERS: Record<SmsScene, readonly string[]> = {
  login: ['code', 'minutes', 'game'],
  register: ['code', 'minutes', 'game'],
  bind: ['code', 'minutes', 'game', 'phoneTail'],
  unbind: ['code', 'minutes', 'game', 'phoneTail'],
  reset: ['code', 'minutes', 'game', 'account'],
};

export const REQUIRED_PLACEHOLDER = 'code';

/** How a placeholder is written in a template: `${name}`. */
export const written = (name: string) => ['$', '{', name, '}'].join('');

/** The values a preview fills in. */
export const SAMPLE_VALUES: Record<string, string> = {
  code: '482913',
  minutes: '5',
  game: '星辰之海',
  phoneTail: '1234',
  account: 'player01',
};

export type TemplateIssue =
  | { kind: 'unbalanced'; at: number }
  | { kind: 'badName'; at: number; text: string }
  | { kind: 'unknown'; name: string; allowed: readonly string[] }
  | { kind: 'missingCode' };

export interface Token {
  /** literal text, or a placeholder's name */
  text: string;
  placeholder: boolean;
}

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Splits a template into text and placeholders, with the brace problems found on the way (0-based positions). */
export function tokenize(template: string): { tokens: Token[]; issues: TemplateIssue[] } {
  const tokens: Token[] = [];
  const issues: TemplateIssue[] = [];
  let text = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === '}') {
      issues.push({ kind: 'unbalanced', at: i });
      text += ch;
      i += 1;
      continue;
    }
    if (ch !== '{') {
      text += ch;
      i += 1;
      continue;
    }
    const close = template.indexOf('}', i + 1);
    const nextOpen = template.indexOf('{', i + 1);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      issues.push({ kind: 'unbalanced', at: i });
      text += ch;
      i += 1;
      continue;
    }
    const name = template.slice(i + 1, close).trim();
    if (!NAME.test(name)) issues.push({ kind: 'badName', at: i, text: template.slice(i, close + 1) });
    // `${name}`: the `$` belongs to the placeholder
    if (text.endsWith('$')) text = text.slice(0, -1);
    if (text) tokens.push({ text, placeholder: false });
    text = '';
    tokens.push({ text: name, placeholder: true });
    i = close + 1;
  }
  if (text) tokens.push({ text, placeholder: false });
  return { tokens, issues };
}

/** Every problem of a template for a scene: braces, names, placeholders the scene does not allow, a missing code. */
export function checkTemplate(scene: SmsScene, template: string): TemplateIssue[] {
  const { tokens, issues } = tokenize(template);
  const allowed = SCENE_PLACEHOLDERS[scene];
  const names = tokens.filter((t) => t.placeholder && NAME.test(t.text)).map((t) => t.text);
  const unknown = [...new Set(names.filter((n) => !allowed.includes(n)))];
  return [
    ...issues,
    ...unknown.map((name) => ({ kind: 'unknown' as const, name, allowed })),
    ...(names.includes(REQUIRED_PLACEHOLDER) ? [] : [{ kind: 'missingCode' as const }]),
  ];
}

/** The message a player would receive: 【signature】 and the template with the values filled in (unknown names kept). */
export function renderTemplate(signature: string, template: string, values: Record<string, string> = SAMPLE_VALUES) {
  const body = tokenize(template)
    .tokens.map((t) => (t.placeholder ? (values[t.text] ?? `{${t.text}}`) : t.text))
    .join('');
  return `${signature ? `【${signature}】` : ''}${body}`;
}
