import { renderMarkdown } from './markdown';
import { decodeAttribute, safeUrl, sanitizeHtml } from './sanitizeHtml';

/**
 * What a protocol's text becomes, in the editor's preview and in the backend's storage alike
 * (src/pages/setting/README.md "Operating entities, protocols and SMS signatures"): the source cleaned by the one
 * sanitizer (a Markdown source keeps its text as typed, only its tags are cleaned, and a link or image address the
 * sanitizer would refuse becomes `#`, so a game that renders the Markdown itself gets nothing that runs either) and the
 * HTML shown in the console and the game (always the sanitizer's output). `sanitized` says the cleaning changed
 * something.
 */
export type ProtocolFormat = 'markdown' | 'html';

const MD_DESTINATION = /(!?)(\[[^\]]*\]\(\s*)([^\s)]+)/g;

/** A Markdown source with its tags cleaned and its unsafe link and image addresses replaced by `#`. */
export function cleanMarkdownSource(typed: string): string {
  return sanitizeHtml(typed, { textMode: 'markdown' }).replace(
    MD_DESTINATION,
    (m, bang: string, head: string, url: string) =>
      safeUrl(decodeAttribute(url), bang ? 'img' : 'a') ? m : `${bang}${head}#`,
  );
}

export function cleanProtocol(format: ProtocolFormat, typed: string) {
  const content = format === 'markdown' ? cleanMarkdownSource(typed) : sanitizeHtml(typed);
  const html = format === 'markdown' ? renderMarkdown(content) : content;
  return { content, html, sanitized: content !== typed };
}
