import { sanitizeHtml } from './sanitizeHtml';

/**
 * A small Markdown renderer for protocol texts (docs/rules.md "Screens' data" → "Setting"): ATX headings, paragraphs,
 * bullet and numbered lists, block quotes, fenced code, rules, GitHub-style pipe tables; inline code, **bold**,
 * *italic*, ~~strike~~, [links](url "title") and ![images](url). Inline HTML is let through to the sanitizer, which
 * is the only judge of what survives: the result of `renderMarkdown` is always `sanitizeHtml`'s output. Written here
 * rather than taken from a package so that nothing is added to the lockfile; it loads only with the protocol pages.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => esc(s).replace(/"/g, '&quot;');

/** One line of inline Markdown to HTML (not yet sanitized). */
export function inline(src: string): string {
  const codes: string[] = [];
  // code spans first: their content is literal
  let s = src.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _t: string, code: string) => {
    codes.push(`<code>${esc(code.trim())}</code>`);
    return `\ue000${codes.length - 1}\ue000`;
  });
  s = s.replace(
    /!\[([^\]]*)\]\(\s*([^\s)]+)(?:\s+"([^"]*)")?\s*\)/g,
    (_m, alt: string, url: string, title?: string) => {
      const t = title ? ` title="${escapeAttr(title)}"` : '';
      return `<img src="${escapeAttr(url)}" alt="${escapeAttr(alt)}"${t}>`;
    },
  );
  s = s.replace(
    /\[([^\]]+)\]\(\s*([^\s)]+)(?:\s+"([^"]*)")?\s*\)/g,
    (_m, text: string, url: string, title?: string) => {
      const t = title ? ` title="${escapeAttr(title)}"` : '';
      return `<a href="${escapeAttr(url)}"${t}>${text}</a>`;
    },
  );
  s = s
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>');
  return s.replace(/\ue000(\d+)\ue000/g, (_m, n: string) => codes[Number(n)]);
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE_SEP = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

function alignOf(sep: string): string {
  const left = sep.startsWith(':');
  const right = sep.endsWith(':');
  if (left && right) return ' align="center"';
  if (right) return ' align="right"';
  return left ? ' align="left"' : '';
}

function blocks(lines: string[]): string {
  const out: string[] = [];
  let i = 0;
  const isBlockStart = (l: string) =>
    HEADING.test(l) || RULE.test(l) || BULLET.test(l) || ORDERED.test(l) || FENCE.test(l) || QUOTE.test(l);
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i += 1;
      out.push(`<pre><code>${esc(body.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const n = heading[1].length;
      out.push(`<h${n}>${inline(heading[2])}</h${n}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      out.push('<hr>');
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) body.push((QUOTE.exec(lines[i++]) as RegExpExecArray)[1]);
      out.push(`<blockquote>${blocks(body)}</blockquote>`);
      continue;
    }
    const ordered = ORDERED.exec(line);
    if (BULLET.test(line) || ordered) {
      const re = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && re.test(lines[i])) {
        const m = re.exec(lines[i]) as RegExpExecArray;
        let text = ordered ? m[2] : m[1];
        i += 1;
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !re.test(lines[i])) text += `\n${lines[i++].trim()}`;
        items.push(`<li>${inline(text)}</li>`);
      }
      const start = ordered && ordered[1] !== '1' ? ` start="${Number(ordered[1])}"` : '';
      out.push(ordered ? `<ol${start}>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_SEP.test(lines[i + 1])) {
      const head = cells(line);
      const aligns = cells(lines[i + 1]).map(alignOf);
      i += 2;
      const rows: string[] = [];
      while (i < lines.length && lines[i].includes('|') && lines[i].trim() !== '') {
        const row = cells(lines[i++]);
        rows.push(`<tr>${head.map((_, k) => `<td${aligns[k] ?? ''}>${inline(row[k] ?? '')}</td>`).join('')}</tr>`);
      }
      const th = head.map((h, k) => `<th${aligns[k] ?? ''}>${inline(h)}</th>`).join('');
      out.push(`<table><thead><tr>${th}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== '' && (para.length === 0 || !isBlockStart(lines[i])))
      para.push(lines[i++]);
    out.push(`<p>${para.map((l) => inline(l.trim())).join('<br>')}</p>`);
  }
  return out.join('\n');
}

/** Markdown → sanitized HTML (the same sanitizer the backend stores with). */
export function renderMarkdown(src: string): string {
  return sanitizeHtml(
    blocks(
      String(src ?? '')
        .replace(/\r\n?/g, '\n')
        .split('\n'),
    ),
  );
}
