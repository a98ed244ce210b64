import { operations } from './index';
import { CALL_FIELDS, FIELD_LABELS, type LabelLang } from './fieldLabels';

const LANGS: LabelLang[] = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'];
const CJK = /[\u3400-\u9fff]/;

/** The change requests' field names (docs/rules.md "Change requests"): none missing, none in the wrong script. */
describe('FIELD_LABELS', () => {
  it('names every field a risky operation sends, in all four languages', () => {
    const missing: string[] = [];
    const checked = new Set<string>();
    for (const [path, operation] of operations()) {
      if (!operation['x-approval']) continue;
      const media = Object.values(operation.requestBody?.content ?? {})[0] as
        | { schema?: { properties?: Record<string, unknown> } }
        | undefined;
      for (const field of Object.keys(media?.schema?.properties ?? {})) {
        if (CALL_FIELDS.has(field)) continue;
        checked.add(field);
        for (const lang of LANGS) if (!FIELD_LABELS[field]?.[lang]?.trim()) missing.push(`${path} ${field} ${lang}`);
      }
    }
    expect(missing).toEqual([]);
    // the pay configuration's, the ban's, the update rule's, the role's … fields
    expect(checked.size).toBeGreaterThan(40);
    expect([...checked]).toEqual(expect.arrayContaining(['merchantId', 'scopes', 'force', 'resourceIds', 'rules']));
  });

  it('writes the Chinese names in Chinese and the others without Chinese characters', () => {
    for (const [field, names] of Object.entries(FIELD_LABELS)) {
      expect(names['zh-CN'], field).toMatch(CJK);
      expect(names['zh-TW'], field).toMatch(CJK);
      expect(names['en-US'], field).not.toMatch(CJK);
      expect(names['pt-BR'], field).not.toMatch(CJK);
    }
  });
});
