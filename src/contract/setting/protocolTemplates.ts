/**
 * The two protocol templates of an operating entity (src/pages/setting/README.md
 * "Operating entities, protocols and SMS signatures"): which languages each allows and which sections a protocol of
 * each kind must hold. The backend refuses a save that lacks one (A0400, naming them) and the create pages list what is
 * missing as the operator types: both call `missingSections`.
 *
 * A section is present when a heading (h1–h3) of the rendered, sanitized text contains one of its titles in the
 * protocol's language (case and spaces ignored). **Choice:** domestic = zh-CN only, sections required by China's
 * PIPL and the minors' protection rules (personal-information collection list, third-party sharing list, minors'
 * protection, storage in China, your rights, contact); overseas = en-US, pt-BR, zh-TW, GDPR-style sections (data
 * controller, data we collect, legal basis, your rights, retention, international transfers, contact).
 */
export const PROTOCOL_TEMPLATES = ['domestic', 'overseas'] as const;
export type ProtocolTemplate = (typeof PROTOCOL_TEMPLATES)[number];
export const PROTOCOL_KINDS = ['userAgreement', 'privacyPolicy', 'childrenPrivacy'] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number];
export const PROTOCOL_LANGS = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'] as const;
export type ProtocolLang = (typeof PROTOCOL_LANGS)[number];

export const TEMPLATE_LANGS: Record<ProtocolTemplate, readonly ProtocolLang[]> = {
  domestic: ['zh-CN'],
  overseas: ['en-US', 'pt-BR', 'zh-TW'],
};

type Titles = Partial<Record<ProtocolLang, string>>;

/** A required section: its code and the heading that names it in each language of its template. */
export interface Section {
  code: string;
  titles: Titles;
}

const s = (code: string, titles: Titles): Section => ({ code, titles });

const DOMESTIC: Record<ProtocolKind, Section[]> = {
  userAgreement: [
    s('serviceScope', { 'zh-CN': '服务内容' }),
    s('userConduct', { 'zh-CN': '用户行为规范' }),
    s('minors', { 'zh-CN': '未成年人保护' }),
    s('disputes', { 'zh-CN': '争议解决' }),
    s('contact', { 'zh-CN': '联系我们' }),
  ],
  privacyPolicy: [
    s('collectionList', { 'zh-CN': '个人信息收集清单' }),
    s('sharingList', { 'zh-CN': '第三方共享清单' }),
    s('storage', { 'zh-CN': '个人信息的存储' }),
    s('minors', { 'zh-CN': '未成年人保护' }),
    s('rights', { 'zh-CN': '您的权利' }),
    s('contact', { 'zh-CN': '联系我们' }),
  ],
  childrenPrivacy: [
    s('guardianConsent', { 'zh-CN': '监护人同意' }),
    s('childCollectionList', { 'zh-CN': '儿童个人信息收集清单' }),
    s('guardianRights', { 'zh-CN': '监护人的权利' }),
    s('contact', { 'zh-CN': '联系我们' }),
  ],
};

const o = (code: string, en: string, pt: string, tw: string) => s(code, { 'en-US': en, 'pt-BR': pt, 'zh-TW': tw });
const CONTACT = o('contact', 'Contact us', 'Fale conosco', '聯絡我們');

const OVERSEAS: Record<ProtocolKind, Section[]> = {
  userAgreement: [
    o('eligibility', 'Eligibility', 'Elegibilidade', '使用資格'),
    o('acceptableUse', 'Acceptable use', 'Uso aceitável', '可接受的使用'),
    o('termination', 'Termination', 'Rescisão', '終止'),
    o('governingLaw', 'Governing law', 'Lei aplicável', '準據法'),
    CONTACT,
  ],
  privacyPolicy: [
    o('controller', 'Data controller', 'Controlador de dados', '資料控制者'),
    o('dataCollected', 'Data we collect', 'Dados que coletamos', '我們蒐集的資料'),
    o('legalBasis', 'Legal basis', 'Base legal', '法律依據'),
    o('rights', 'Your rights', 'Seus direitos', '您的權利'),
    o('retention', 'Data retention', 'Retenção de dados', '資料保存'),
    o('transfers', 'International transfers', 'Transferências internacionais', '跨境傳輸'),
    CONTACT,
  ],
  childrenPrivacy: [
    o('parentalConsent', 'Parental consent', 'Consentimento dos pais', '家長同意'),
    o('childData', 'Data we collect from children', 'Dados que coletamos de crianças', '我們向兒童蒐集的資料'),
    o('parentalRights', 'Parental rights', 'Direitos dos pais', '家長的權利'),
    CONTACT,
  ],
};

export const TEMPLATE_SECTIONS: Record<ProtocolTemplate, Record<ProtocolKind, Section[]>> = {
  domestic: DOMESTIC,
  overseas: OVERSEAS,
};

const norm = (t: string) => t.toLowerCase().replace(/\s+/g, '');

const ENTITY_TEXT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** The text of the h1–h3 headings of sanitized HTML (tags removed, the common entities decoded). */
export function headingsOf(html: string): string[] {
  const out: string[] = [];
  const re = /<h([1-3])>([\s\S]*?)<\/h\1>/g;
  let m = re.exec(html);
  while (m) {
    out.push(m[2].replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|nbsp);/g, (_x, e: string) => ENTITY_TEXT[e]));
    m = re.exec(html);
  }
  return out;
}

/** The sections of `template`/`kind` that the sanitized `html` lacks, for a protocol in `lang`. */
export function missingSections(
  template: ProtocolTemplate,
  kind: ProtocolKind,
  lang: ProtocolLang,
  html: string,
): Section[] {
  const headings = headingsOf(html).map(norm);
  return TEMPLATE_SECTIONS[template][kind].filter((sec) => {
    const title = sec.titles[lang];
    return title !== undefined && !headings.some((h) => h.includes(norm(title)));
  });
}

/** The title of a section in `lang` (its template's first language when it has none in `lang`). */
export const sectionTitle = (sec: Section, lang: ProtocolLang) =>
  sec.titles[lang] ?? (Object.values(sec.titles)[0] as string);

/** A Markdown skeleton with every required heading, to start a new protocol from. */
export function skeleton(template: ProtocolTemplate, kind: ProtocolKind, lang: ProtocolLang, title: string): string {
  const parts = [`# ${title}`, ''];
  TEMPLATE_SECTIONS[template][kind].forEach((sec) => {
    parts.push(`## ${sectionTitle(sec, lang)}`, '', '…', '');
  });
  return parts.join('\n');
}
