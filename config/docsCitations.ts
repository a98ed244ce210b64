import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Citations of the repository's own documents: a comment (or a Markdown file) cites a rule by the file and its
 * heading, `docs/rules.md "Request headers"`, `src/pages/order/README.md "Orders"`. One citation may name several
 * headings of the file (`docs/rules.md "Body filter", "Request headers"`) or a heading under another (`"A" → "B"`), and
 * may run over a comment's line break. Paths are from the repository root.
 */
export interface Citation {
  /** the file the citation is written in */
  from: string;
  line: number;
  /** the cited document, from the repository root */
  doc: string;
  /** the cited headings; for `"A" → "B"`, B is under A */
  headings: { text: string; under?: string }[];
}

// between the file and a heading, or between two headings: spaces, line breaks and comment markers (// * {/*)
const SEP = String.raw`(?:\s|\/\/|\*|\{\/\*)*`;
const ITEM = String.raw`"([^"\n]+)"`;
const CITATION = new RegExp(String.raw`([\w./-]+\.md)(${SEP}${ITEM}(?:${SEP}(?:,|→)${SEP}${ITEM})*)`, 'g');
const LINK = new RegExp(`${ITEM}(?=(${SEP}(?:,|→)${SEP})?)`, 'g');

/** Every citation of a document in `text` (the contents of the file `from`). */
export function citationsIn(text: string, from: string): Citation[] {
  const found: Citation[] = [];
  for (const m of text.matchAll(CITATION)) {
    const headings: Citation['headings'] = [];
    let arrow = false;
    for (const item of m[2].matchAll(LINK)) {
      const heading = item[1];
      if (arrow) headings[headings.length - 1] = { text: heading, under: headings[headings.length - 1].text };
      else headings.push({ text: heading });
      arrow = (item[2] ?? '').includes('→');
    }
    const line = text.slice(0, m.index).split('\n').length;
    found.push({ from, line, doc: m[1], headings });
  }
  return found;
}

/** The headings of a Markdown text, with their levels, in order (fenced code blocks skipped). */
export function headingsOf(markdown: string): { level: number; text: string }[] {
  const out: { level: number; text: string }[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) out.push({ level: m[1].length, text: m[2] });
  }
  return out;
}

/** Whether `heading` is a heading of `markdown` (under the heading `under`, when given). */
export function hasHeading(markdown: string, heading: string, under?: string): boolean {
  const all = headingsOf(markdown);
  if (under === undefined) return all.some((h) => h.text === heading);
  const start = all.findIndex((h) => h.text === under);
  if (start < 0) return false;
  for (const h of all.slice(start + 1)) {
    if (h.level <= all[start].level) return false;
    if (h.text === heading) return true;
  }
  return false;
}

/** What is wrong with each citation in `citations` that does not resolve, read from the repository at `root`. */
export function brokenCitations(root: string, citations: Citation[]): string[] {
  const problems: string[] = [];
  for (const c of citations) {
    const where = `${c.from}:${c.line}: ${c.doc}`;
    const path = join(root, c.doc);
    if (!existsSync(path)) {
      problems.push(`${where}: no such file`);
      continue;
    }
    const markdown = readFileSync(path, 'utf8');
    for (const h of c.headings) {
      if (!hasHeading(markdown, h.text, h.under)) {
        problems.push(`${where}: no heading "${h.text}"${h.under ? ` under "${h.under}"` : ''}`);
      }
    }
  }
  return problems;
}

/** Folders of installed or generated files (.gitignore's), never cited from. */
const SKIP = new Set([
  'node_modules',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
  '.test-results',
  '.bench',
]);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|json|md|css|less|sh|conf)$/;

/** The repository's own files that may cite a document: code, tests, scripts, config and Markdown. */
export function sourceFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const generated = entry.name.startsWith('.umi') || entry.name === 'dist' || entry.name.startsWith('dist-');
      if (!SKIP.has(entry.name) && !generated) files.push(...sourceFiles(root, rel));
    } else if (SOURCE.test(entry.name) && entry.name !== 'package-lock.json') {
      files.push(rel);
    }
  }
  return files;
}

/** Every citation in the repository at `root`. */
export function repositoryCitations(root: string): Citation[] {
  return sourceFiles(root).flatMap((file) => citationsIn(readFileSync(join(root, file), 'utf8'), file));
}
