import { useMemo } from 'react';
import { sanitizeHtml } from '@/utils/sanitizeHtml';
import styles from './ProtocolHtml.less';

/**
 * A protocol's HTML drawn in the console: always the one sanitizer's output (DOMPurify, src/utils/sanitizeHtml.ts), even when
 * it comes from the backend already sanitized, so nothing a protocol holds can run script here.
 */
export default function ProtocolHtml({ html, id }: { html: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      id={id}
      className={styles.html}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the allowlist sanitizer's output, never raw input
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
