import { JSDOM } from 'jsdom';
import { bindSanitizerWindow } from '../../../src/utils/sanitizeHtml';

/**
 * The embedded backend sanitizes protocols with the console's sanitizer (DOMPurify and its allowlist,
 * src/utils/sanitizeHtml.ts), over a jsdom window since Node has none: what the editor previews is what is stored.
 */
bindSanitizerWindow(new JSDOM('').window);
