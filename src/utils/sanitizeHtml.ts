import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * The ONE allowlist HTML sanitizer of the console, for protocols (src/pages/setting/README.md
 * "Operating entities, protocols and SMS signatures"): DOMPurify with the allowlist below as its configuration. The
 * protocol editor's live preview and the embedded backend's storage (mock/setting/operation) both call it, so what is
 * previewed is what is stored: in a page DOMPurify works on the page's window; the backend runs in Node and hands it a
 * jsdom window once (`bindSanitizerWindow`).
 *
 * Kept: the tags of ALLOWED, each with only its listed attributes. Removed with everything inside: DROPPED_WITH_CONTENT
 * (script, style, iframe, svg, math, template, textarea, form, …) and what DOMPurify always removes so. Any other tag
 * is removed but its text kept; comments and doctypes go. URLs (a href, img src) must be relative, http(s), mailto
 * or tel once entities, controls and spaces are resolved (safeUrl); img src may also be a base64
 * data:image/(png|jpeg|gif|webp) URL. `textMode: 'markdown'` keeps a Markdown source's text as typed (not
 * HTML-escaped, its entities and line breaks untouched) and only cleans the tags inside it.
 */

export interface SanitizeOptions {
  /** 'html' (default): the sanitized HTML; 'markdown': text is kept as typed, only tags are cleaned */
  textMode?: 'html' | 'markdown';
}

/** The tags kept, each with the attributes it may keep. */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
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

/** Removed together with their content (DOMPurify's own list of such elements is kept too). */
const DROPPED_WITH_CONTENT = [
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
];

/** What DOMPurify strips from a value before it judges it as a URL (its ATTR_WHITESPACE): controls and spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what is stripped, as DOMPurify does
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
/**
 * A safe scheme, or none: a relative address, whose first `:` comes after a `/`, `?` or `#` (else a browser may read
 * what is before it as a scheme) and which does not start with a backslash.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|(?!\\)[^:/?#]*(?:[/?#]|$))/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]*$/i;
const URL_ATTRS = new Set(['href', 'src']);
const NUMERIC_ATTRS = new Set(['colspan', 'rowspan', 'width', 'height', 'start']);
const NUMERIC = /^\d{1,4}%?$/;
const ALIGN = new Set(['left', 'right', 'center']);

/** Whether `value` (entities already resolved) is an address the sanitizer keeps in `tag`'s href or src. */
export function safeUrl(value: string, tag: string): boolean {
  const compact = value.replace(URL_IGNORED, '');
  return (tag === 'img' && DATA_IMAGE.test(compact)) || ALLOWED_URI.test(compact);
}

/** DOMPurify's configuration: the allowlist above (attributes are then checked per tag by the hook below). */
const CONFIG: Config = {
  ALLOWED_TAGS: Object.keys(ALLOWED),
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

interface Sanitizer {
  purify: Purifier;
  doc: Document;
  /** while a Markdown source is cleaned: its attribute values are as typed, judged once their entities resolve */
  typed: boolean;
}

let win: WindowLike | undefined;
let sanitizer: Sanitizer | undefined;

/**
 * The window DOMPurify works on where there is none (the embedded backend in Node gives it a jsdom window). A page
 * and the unit tests' jsdom environment use their own window without this.
 */
export function bindSanitizerWindow(w: WindowLike) {
  win = w;
  sanitizer = undefined;
}

/** An attribute value with its character references resolved, as a browser reads it. */
export function decodeAttribute(value: string): string {
  const { doc } = current();
  const tpl = doc.createElement('template');
  tpl.innerHTML = `<a title="${value.replace(/"/g, '&quot;')}"></a>`;
  // Stryker disable next-line OptionalChaining,StringLiteral: the template holds the <a> written just above, titled
  return tpl.content.firstElementChild?.getAttribute('title') ?? '';
}

/** The value an allowed attribute keeps on an allowed tag, or null when it goes. */
function keptValue(tag: string, name: string, value: string, typed: boolean): string | null {
  if (!Object.hasOwn(ALLOWED, tag) || !ALLOWED[tag].includes(name)) return null;
  // DOMPurify hands this hook each value already trimmed (all but `value`, never allowed here): the trims below are
  // for a caller that does not
  // Stryker disable next-line MethodExpression: see above
  if (URL_ATTRS.has(name)) return safeUrl(typed ? decodeAttribute(value) : value, tag) ? value.trim() : null;
  // Stryker disable next-line MethodExpression: see above
  if (NUMERIC_ATTRS.has(name)) return NUMERIC.test(value.trim()) ? value.trim() : null;
  // Stryker disable next-line MethodExpression: see above
  if (name === 'align') return ALIGN.has(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
  return value;
}

function current(): Sanitizer {
  // Stryker disable next-line ConditionalExpression: a sanitizer made anew for each call cleans the same, only slower
  if (sanitizer) return sanitizer;
  const w = win ?? (typeof window === 'undefined' ? undefined : window);
  const purify = w ? DOMPurify(w) : DOMPurify;
  // without a DOM DOMPurify would hand its input back unchanged: refuse instead
  if (!w || !purify.isSupported) throw new Error('sanitizeHtml: no DOM to sanitize with (bindSanitizerWindow)');
  const s: Sanitizer = { purify, doc: (w as unknown as Window).document, typed: false };
  // runs once per process (the sanitizer is kept), where Stryker's vitest runner does not switch a mutant on for a
  // later test; planted by hand, a wrong hook name fails most of sanitizeHtml.test.ts
  // Stryker disable next-line StringLiteral: see above
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = keptValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue, s.typed);
    if (value === null) data.keepAttr = false;
    else data.attrValue = value;
  });
  sanitizer = s;
  return s;
}

const VOID = new Set(['br', 'hr', 'img']);

/** A cleaned Markdown source written back: text as typed (a `<` that would open a tag escaped), tags rebuilt. */
function writeSource(parent: Node): string {
  let out = '';
  parent.childNodes.forEach((node) => {
    // defence in depth: every element whose content is raw text (script, style, textarea, title, xmp, noscript,
    // noembed, noframes, iframe, plaintext) is dropped with it, and a typed `&` was escaped, so no text node here
    // holds a `<` that would open a tag
    // Stryker disable next-line StringLiteral: see above
    if (node.nodeType === 3) out += (node as Text).data.replace(/<(?=[a-zA-Z/!?])/g, '&lt;');
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const name = el.localName;
    const attrs = Array.from(el.attributes, (a) => ` ${a.name}="${a.value.replace(/"/g, '&quot;')}"`).join('');
    out += `<${name}${attrs}>${VOID.has(name) ? '' : `${writeSource(el)}</${name}>`}`;
  });
  return out;
}

/** The sanitized HTML (or Markdown source, with textMode 'markdown') of `input`. */
export function sanitizeHtml(input: string, options: SanitizeOptions = {}): string {
  const s = current();
  const text = String(input ?? '');
  if (options.textMode !== 'markdown') return s.purify.sanitize(text, CONFIG);
  // A Markdown source is read as HTML with every `&` and carriage return escaped first, so each text and attribute
  // value holds exactly what was typed; attribute addresses are judged with their entities resolved.
  s.typed = true;
  try {
    const escaped = text.replace(/&/g, '&amp;').replace(/\r/g, '&#13;');
    return writeSource(s.purify.sanitize(escaped, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));
  } finally {
    s.typed = false;
  }
}
