import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brokenCitations, citationsIn, repositoryCitations } from './docsCitations';

const ROOT = resolve(__dirname, '..');
// the fixtures below write their citations through these, so this file itself cites nothing
const RULES = 'docs/rules.md';
const ORDERS = 'src/pages/order/README.md';

describe('citations of the repository\'s own documents (docs/rules.md "Rules the console follows")', () => {
  it('every `<file>.md "Heading"` cited in the code, tests, scripts and documents is a heading of that file', () => {
    const citations = repositoryCitations(ROOT);
    // the rules are cited from well over a hundred places: a scan that finds a handful has stopped reading them
    expect(citations.length).toBeGreaterThan(300);
    expect(citations.filter((c) => c.doc === 'docs/rules.md').length).toBeGreaterThan(300);
    expect(citations.some((c) => c.doc.startsWith('src/pages/') && c.doc.endsWith('/README.md'))).toBe(true);
    expect(brokenCitations(ROOT, citations)).toEqual([]);
  });

  it('reads a citation over a comment line break, several headings of one file and a heading under another', () => {
    const code = [
      '/**',
      ` * Turns a payload into what goes on the wire (${RULES}`,
      ` * "Body filter", "Request headers"); the screens (${RULES} "Shell" → "Tabs and keep-alive").`,
      ' */',
      `// see ${ORDERS} "Orders"`,
    ].join('\n');
    expect(citationsIn(code, 'x.ts')).toEqual([
      {
        from: 'x.ts',
        line: 2,
        doc: 'docs/rules.md',
        headings: [{ text: 'Body filter' }, { text: 'Request headers' }],
      },
      { from: 'x.ts', line: 3, doc: 'docs/rules.md', headings: [{ text: 'Tabs and keep-alive', under: 'Shell' }] },
      { from: 'x.ts', line: 5, doc: 'src/pages/order/README.md', headings: [{ text: 'Orders' }] },
    ]);
  });

  it('reports a heading that is not there, one under the wrong parent and a document that does not exist', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-citations-'));
    try {
      mkdirSync(join(root, 'docs'));
      writeFileSync(
        join(root, 'docs', 'rules.md'),
        '# Rules\n\n## Requests\n\n### Body filter\n\n## Shell\n\n### Menu\n',
      );
      const code = [
        `// ${RULES} "Body filter", "Request headers"`,
        `// ${RULES} "Shell" → "Body filter"`,
        `// ${RULES} "Requests" → "Body filter"`,
        `// ${'docs/missing'}.md "Anything"`,
      ].join('\n');
      expect(brokenCitations(root, citationsIn(code, 'x.ts'))).toEqual([
        'x.ts:1: docs/rules.md: no heading "Request headers"',
        'x.ts:2: docs/rules.md: no heading "Body filter" under "Shell"',
        'x.ts:4: docs/missing.md: no such file',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
