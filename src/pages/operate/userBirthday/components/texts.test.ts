import { BIRTHDAY_STATUSES, PREVIEW_STATES } from '@/contract/operate/values';
import { REWARD_RESULTS } from '@/contract/operate/userBirthday';

/** The birthday screen's keys built from the contract's enums exist in every language (literal keys: areaKeys.test). */
const LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];
const P = 'pages.operate.userBirthday';
const built = [
  ...BIRTHDAY_STATUSES.map((s) => `${P}.status.${s}`),
  ...REWARD_RESULTS.map((r) => `${P}.result.${r}`),
  ...PREVIEW_STATES.map((s) => `${P}.preview.state.${s}`),
];

describe('birthday texts', () => {
  it.each(LANGS)('%s names every status, result and preview state', async (lang) => {
    const table = (await import(`../texts/${lang}.ts`)).default as Record<string, string>;
    expect({ lang, missing: built.filter((k) => !table[k]) }).toEqual({ lang, missing: [] });
  });
});
