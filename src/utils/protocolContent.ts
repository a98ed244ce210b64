import { renderMarkdown } from './markdown';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * What a protocol's text becomes, in the editor's preview and in the backend's storage alike (docs/rules.md
 * "Screens' data" → "Setting"): the source cleaned by the one sanitizer (a Markdown source keeps its text as typed,
 * only its tags are cleaned) and the HTML shown in the console and the game (always the sanitizer's output).
 * `sanitized` says the cleaning changed something.
 */
export type ProtocolFormat = 'markdown' | 'html';

export function cleanProtocol(format: ProtocolFormat, typed: string) {
  const content = format === 'markdown' ? sanitizeHtml(typed, { textMode: 'markdown' }) : sanitizeHtml(typed);
  const html = format === 'markdown' ? renderMarkdown(content) : content;
  return { content, html, sanitized: content !== typed };
}
