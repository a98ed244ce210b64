/**
 * The ONE allowlist HTML sanitizer of the console (docs/rules.md "Screens' data" → "Setting", protocols): the
 * protocol editor's live preview and the embedded backend's storage (mock/setting/operation) both call it, so what
 * is previewed is what is stored. Pure TypeScript, no DOM: it tokenizes the input the way an HTML parser would
 * (case-insensitive tag names, unquoted / single / double-quoted attributes, a tag left open at the end of the input
 * dropped as a browser drops it), keeps only the tags and attributes listed below, and writes a new, balanced
 * document from the tokens: text escaped, attribute values escaped and double-quoted, every element closed.
 *
 * Dropped with everything inside: script, style, iframe, object, embed, svg, math, template, noscript, textarea,
 * select, … (DANGEROUS). Any other tag not allowed is dropped but its text kept. Attributes: no on*, no style, no
 * id/name/class (no DOM clobbering, no console styles); URLs (a href, img src) must be relative, http(s), mailto or
 * tel after entities and control characters are resolved; img src may also be a data:image/(png|jpeg|gif|webp)
 * base64 URL. `textMode: 'markdown'` keeps text as it is (a Markdown source is not HTML-escaped) and only cleans the
 * tags inside it.
 */

export interface SanitizeOptions {
  /** 'html' (default): text is escaped; 'markdown': text is kept as typed, only tags are cleaned */
  textMode?: 'html' | 'markdown';
}

const ALLOWED: Record<string, readonly string[]> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sup: [],
  sub: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  code: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'align'],
  td: ['colspan', 'rowspan', 'align'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

const allowedTag = (name: string) => Object.hasOwn(ALLOWED, name);

const VOID = new Set(['br', 'hr', 'img', 'wbr', 'area', 'base', 'col', 'embed', 'input', 'link', 'meta', 'param']);

/** Removed together with their content. */
const DANGEROUS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'select',
  'option',
  'head',
  'plaintext',
  'form',
  'button',
]);

/** Elements whose content an HTML parser reads as raw text up to the matching end tag. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp']);

const URL_ATTRS = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const NUMERIC_ATTR = /^\d{1,4}%?$/;
const ALIGN = new Set(['left', 'right', 'center']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
};

const UNKNOWN_ENTITY = '\u0000';

/** Decodes character references as a browser does in an attribute; an unknown named one becomes a NUL marker. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);?/g, (m, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED[body.toLowerCase()];
    if (named !== undefined && (m.endsWith(';') || ['amp', 'lt', 'gt', 'quot', 'nbsp'].includes(body.toLowerCase())))
      return named;
    return m.endsWith(';') ? UNKNOWN_ENTITY : m;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
/** Text kept as it is, but with the `&` of an existing reference left alone (a re-sanitized output stays the same). */
const escapeHtmlText = (s: string) =>
  s
    .replace(/&(?!(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Characters a browser ignores or strips in a URL: C0 and C1 controls, spaces of every kind, the byte-order mark. */
const IGNORED_IN_URL = (c: number) =>
  c <= 0x20 ||
  (c >= 0x7f && c <= 0xa0) ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200f) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/** Whether a (decoded) URL is safe in `attr` of `tag`. */
export function safeUrl(value: string, tag: string): boolean {
  if (value.includes(UNKNOWN_ENTITY)) return false;
  // browsers ignore leading/trailing C0 controls and spaces and remove tabs and line breaks anywhere
  const compact = [...value].filter((ch) => !IGNORED_IN_URL(ch.codePointAt(0) as number)).join('');
  if (tag === 'img' && DATA_IMAGE.test(compact)) return true;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (scheme) return SAFE_SCHEMES.has(scheme[1].toLowerCase());
  // no scheme: relative; a colon before any / ? # would still be read as a scheme by some parsers
  const firstColon = compact.indexOf(':');
  if (firstColon === -1) return !compact.startsWith('\\');
  const cut = compact.search(/[/?#]/);
  return cut !== -1 && cut < firstColon && !compact.startsWith('\\');
}

function cleanAttr(tag: string, name: string, raw: string): string | null {
  if (!allowedTag(tag) || !ALLOWED[tag].includes(name)) return null;
  const value = decodeEntities(raw);
  if (URL_ATTRS.has(name)) return safeUrl(value, tag) ? value.trim() : null;
  if (name === 'colspan' || name === 'rowspan' || name === 'width' || name === 'height' || name === 'start')
    return NUMERIC_ATTR.test(value.trim()) ? value.trim() : null;
  if (name === 'align') return ALIGN.has(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
  if (value.includes(UNKNOWN_ENTITY)) return value.split(UNKNOWN_ENTITY).join('');
  return value;
}

interface Tag {
  name: string;
  end: boolean;
  attrs: Array<[string, string]>;
  selfClosing: boolean;
  /** index after the tag's `>` */
  next: number;
}

const SPACE = /[\t\n\f\r ]/;

/** Reads a tag starting at `<` (index i); null when the input ends inside it (a browser drops such a tag). */
function readTag(s: string, i: number): Tag | null {
  const end = s[i + 1] === '/';
  let p = i + (end ? 2 : 1);
  let name = '';
  while (p < s.length && !SPACE.test(s[p]) && s[p] !== '/' && s[p] !== '>') name += s[p++];
  const attrs: Array<[string, string]> = [];
  let selfClosing = false;
  while (p < s.length) {
    const c = s[p];
    if (SPACE.test(c)) {
      p += 1;
      continue;
    }
    if (c === '>') return { name: name.toLowerCase(), end, attrs, selfClosing, next: p + 1 };
    if (c === '/') {
      selfClosing = s[p + 1] === '>';
      p += 1;
      continue;
    }
    let attr = s[p++];
    while (p < s.length && !SPACE.test(s[p]) && s[p] !== '/' && s[p] !== '>' && s[p] !== '=') attr += s[p++];
    while (p < s.length && SPACE.test(s[p])) p += 1;
    let value = '';
    if (s[p] === '=') {
      p += 1;
      while (p < s.length && SPACE.test(s[p])) p += 1;
      const q = s[p];
      if (q === '"' || q === "'") {
        const close = s.indexOf(q, p + 1);
        if (close === -1) return null;
        value = s.slice(p + 1, close);
        p = close + 1;
      } else {
        while (p < s.length && !SPACE.test(s[p]) && s[p] !== '>') value += s[p++];
      }
    }
    const lower = attr.toLowerCase();
    if (!attrs.some(([n]) => n === lower)) attrs.push([lower, value]);
  }
  return null;
}

/** Index after the end of a dropped element's content (and its end tag); the input's end when it never closes. */
function skipElement(s: string, name: string, from: number): number {
  const lower = s.toLowerCase();
  if (RAW_TEXT.has(name)) {
    const re = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'g');
    re.lastIndex = from;
    const m = re.exec(lower);
    if (!m) return s.length;
    const close = s.indexOf('>', m.index);
    return close === -1 ? s.length : close + 1;
  }
  if (name === 'plaintext') return s.length;
  let depth = 1;
  let p = from;
  while (p < s.length) {
    const lt = s.indexOf('<', p);
    if (lt === -1) return s.length;
    const tag = /[a-zA-Z/]/.test(s[lt + 1] ?? '') ? readTag(s, lt) : null;
    if (!tag) {
      p = lt + 1;
      continue;
    }
    if (tag.name === name) depth += tag.end ? -1 : tag.selfClosing ? 0 : 1;
    p = tag.next;
    if (depth === 0) return p;
  }
  return s.length;
}

/** The sanitized HTML (or Markdown source, with textMode 'markdown') of `input`. */
export function sanitizeHtml(input: string, options: SanitizeOptions = {}): string {
  const s = String(input ?? '')
    .split('\u0000')
    .join('\ufffd');
  const markdown = options.textMode === 'markdown';
  const text = (t: string) => (markdown ? t : escapeHtmlText(t));
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt === -1) {
      out.push(text(s.slice(i)));
      break;
    }
    out.push(text(s.slice(i, lt)));
    const after = s[lt + 1] ?? '';
    if (s.startsWith('<!--', lt)) {
      const close = s.indexOf('-->', lt + 4);
      i = close === -1 ? s.length : close + 3;
      continue;
    }
    if (after === '!' || after === '?' || (after === '/' && !/[a-zA-Z]/.test(s[lt + 2] ?? ''))) {
      // a bogus comment (<!doctype>, <?xml?>, </ >): dropped up to the next '>'
      const close = s.indexOf('>', lt + 1);
      i = close === -1 ? s.length : close + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(after)) {
      out.push(markdown ? '<' : '&lt;');
      i = lt + 1;
      continue;
    }
    const tag = readTag(s, lt);
    if (!tag) break;
    i = tag.next;
    const { name } = tag;
    if (DANGEROUS.has(name)) {
      // <script/> opens a script all the same; only foreign elements (svg, math) honour a self-closing slash
      const closed = tag.selfClosing && (name === 'svg' || name === 'math');
      if (!tag.end && !closed && !VOID.has(name)) i = skipElement(s, name, i);
      continue;
    }
    if (!allowedTag(name)) continue;
    if (tag.end) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attrs = tag.attrs
      .map(([n, v]) => [n, cleanAttr(name, n, v)] as const)
      .filter((a): a is readonly [string, string] => a[1] !== null)
      .map(([n, v]) => ` ${n}="${escapeAttr(v)}"`)
      .join('');
    out.push(`<${name}${attrs}>`);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
