import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import {
  headingsOf,
  missingSections,
  PROTOCOL_KINDS,
  skeleton,
  TEMPLATE_LANGS,
  TEMPLATE_SECTIONS,
  type ProtocolTemplate,
} from '../contract/setting/protocolTemplates';

const codes = (xs: Array<{ code: string }>) => xs.map((x) => x.code);

describe('protocol templates', () => {
  it('a skeleton of every template, kind and language holds every required section', () => {
    (['domestic', 'overseas'] as ProtocolTemplate[]).forEach((tpl) => {
      TEMPLATE_LANGS[tpl].forEach((lang) => {
        PROTOCOL_KINDS.forEach((kind) => {
          const html = renderMarkdown(skeleton(tpl, kind, lang, 'T'));
          expect(missingSections(tpl, kind, lang, html)).toEqual([]);
          // and removing one heading is noticed
          const first = TEMPLATE_SECTIONS[tpl][kind][0];
          const without = html.replace(`<h2>${first.titles[lang]}</h2>`, '<p>x</p>');
          expect(codes(missingSections(tpl, kind, lang, without))).toEqual([first.code]);
        });
      });
    });
  });

  it('domestic privacy policies need the collection list and minors protection; overseas ones GDPR sections', () => {
    const bare = renderMarkdown('# 隐私政策\n\n## 联系我们\n\n正文');
    expect(codes(missingSections('domestic', 'privacyPolicy', 'zh-CN', bare))).toEqual([
      'collectionList',
      'sharingList',
      'storage',
      'minors',
      'rights',
    ]);
    const en = renderMarkdown('# Privacy\n\n## 1. Data Controller\n\n## your  rights\n\n## Contact us');
    expect(codes(missingSections('overseas', 'privacyPolicy', 'en-US', en))).toEqual([
      'dataCollected',
      'legalBasis',
      'retention',
      'transfers',
    ]);
    const pt = renderMarkdown('## Controlador de dados\n## Dados que coletamos\n## Base legal\n## Seus direitos');
    expect(codes(missingSections('overseas', 'privacyPolicy', 'pt-BR', pt))).toEqual([
      'retention',
      'transfers',
      'contact',
    ]);
  });

  it('a section named only in body text or in a deep heading does not count', () => {
    const html = renderMarkdown('个人信息收集清单见下文\n\n#### 未成年人保护');
    expect(codes(missingSections('domestic', 'privacyPolicy', 'zh-CN', html))).toContain('collectionList');
    expect(codes(missingSections('domestic', 'privacyPolicy', 'zh-CN', html))).toContain('minors');
    expect(headingsOf('<h2>a <strong>b</strong> &amp; c</h2>')).toEqual(['a b & c']);
  });
});
