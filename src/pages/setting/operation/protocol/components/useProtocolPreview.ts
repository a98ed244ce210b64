import { useMemo } from 'react';
import {
  missingSections,
  type ProtocolKind,
  type ProtocolLang,
  type ProtocolTemplate,
  sectionTitle,
  TEMPLATE_SECTIONS,
} from '@/contract/setting/protocolTemplates';
import { cleanProtocol, type ProtocolFormat } from '@/utils/protocolContent';

/**
 * The live preview of the protocol being typed: the same cleaning the backend stores with (cleanProtocol), whether
 * it removed something, and which of the template's required sections are still missing.
 */
export function useProtocolPreview(
  template: ProtocolTemplate,
  values: { kind?: ProtocolKind; lang?: ProtocolLang; format?: ProtocolFormat; content?: string },
) {
  const { kind, lang, format = 'markdown', content = '' } = values;
  return useMemo(() => {
    const clean = cleanProtocol(format, content);
    const required = kind ? TEMPLATE_SECTIONS[template][kind] : [];
    const missing = kind && lang ? missingSections(template, kind, lang, clean.html) : [];
    return {
      html: clean.html,
      sanitized: content !== '' && clean.sanitized,
      required: lang ? required.map((s) => sectionTitle(s, lang)) : [],
      missing: lang ? missing.map((s) => sectionTitle(s, lang)) : [],
    };
  }, [template, kind, lang, format, content]);
}
