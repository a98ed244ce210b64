import { Marked } from 'marked';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Protocol texts' Markdown (src/pages/setting/README.md "Operating entities, protocols and SMS signatures"), rendered
 * by marked with GitHub's flavour (pipe tables, ~~strike~~, bare links) and a line break inside a paragraph kept as a
 * break. Inline HTML is let through to the sanitizer, which is the only judge of what survives: the result of
 * `renderMarkdown` is always `sanitizeHtml`'s output. It loads only with the protocol pages.
 */
const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown → sanitized HTML (the same sanitizer the backend stores with). */
export function renderMarkdown(src: string): string {
  return sanitizeHtml(marked.parse(String(src ?? '')) as string);
}
