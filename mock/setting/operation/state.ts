import type { EntityRegion } from '../../../src/contract/setting/operationRules';
import {
  type ProtocolKind,
  type ProtocolLang,
  type ProtocolTemplate,
  skeleton,
} from '../../../src/contract/setting/protocolTemplates';
import { renderMarkdown } from '../../../src/utils/markdown';
import { BASE_EPOCH, DAY, HOUR } from '../../core/clock';
import { defineArea } from '../../core/store';
// protocols are sanitized here as in the console (before any seed or save is rendered)
import './sanitizer';

/** Operating entities, their protocol versions and SMS signatures (platform-wide), as the backend keeps them. */
export interface Entity {
  id: number;
  company: string;
  shortName: string;
  region: EntityRegion;
  licenceNo: string;
  contactName: string;
  /** in clear; answers mask it */
  contactPhone: string;
  contactEmail: string;
  status: 0 | 1;
  created: number;
  createdBy: string;
  updated: number;
  updatedBy: string;
}

export type ProtocolStatus = 'draft' | 'published' | 'archived';

export interface Protocol {
  id: number;
  entityId: number;
  template: ProtocolTemplate;
  kind: ProtocolKind;
  lang: ProtocolLang;
  version: number;
  title: string;
  format: 'markdown' | 'html';
  /** the source as stored: sanitized */
  content: string;
  /** the rendered HTML: sanitized */
  html: string;
  status: ProtocolStatus;
  note: string;
  basedOn: number | null;
  created: number;
  createdBy: string;
  publishedAt: number | null;
  publishedBy: string;
  archivedAt: number | null;
}

export type SignatureStatus = 'pending' | 'approved' | 'rejected';

export interface Signature {
  id: number;
  entityId: number;
  text: string;
  purpose: 'verification' | 'notification' | 'marketing';
  provider: 'aliyun' | 'tencent' | 'huawei';
  status: SignatureStatus;
  /** the carrier's reason code (messages.ts REJECT_REASONS) and the word it is about */
  rejectCode: string;
  rejectWord: string;
  submittedAt: number;
  submittedBy: string;
  decidedAt: number | null;
  submissions: number;
}

export interface OperationArea {
  entities: Entity[];
  protocols: Protocol[];
  signatures: Signature[];
  seq: { entity: number; protocol: number; signature: number };
}

const SEEDER = '系统管理员';

function seed(): OperationArea {
  const t0 = BASE_EPOCH - 30 * DAY;
  const entity = (
    id: number,
    company: string,
    shortName: string,
    region: EntityRegion,
    licenceNo: string,
    contact: [string, string, string],
  ): Entity => ({
    id,
    company,
    shortName,
    region,
    licenceNo,
    contactName: contact[0],
    contactPhone: contact[1],
    contactEmail: contact[2],
    status: 1,
    created: t0 + id * HOUR,
    createdBy: SEEDER,
    updated: t0 + id * HOUR,
    updatedBy: SEEDER,
  });
  const entities: Entity[] = [
    entity(1, '星河互娱（上海）网络科技有限公司', '星河互娱', 'domestic', '91310115MA1K3YJ52L', [
      '陈静',
      '13812341234',
      'legal@xinghe.example.cn',
    ]),
    entity(2, '星河互娱（香港）有限公司', 'XH-HK', 'hkmt', 'HK-2890417', [
      'Lam Wai',
      '+85291234567',
      'hk@xinghe.example',
    ]),
    entity(3, 'Starriver Games Pte. Ltd.', 'Starriver', 'overseas', 'SG-201912345K', [
      'Ana Souza',
      '+6581234567',
      'privacy@starriver.example',
    ]),
  ];
  const proto = (
    id: number,
    entityId: number,
    template: ProtocolTemplate,
    kind: ProtocolKind,
    lang: ProtocolLang,
    version: number,
    title: string,
    status: ProtocolStatus,
  ): Protocol => {
    const content = skeleton(template, kind, lang, title);
    const created = t0 + (id + 5) * DAY;
    return {
      id,
      entityId,
      template,
      kind,
      lang,
      version,
      title,
      format: 'markdown',
      content,
      html: renderMarkdown(content),
      status,
      note: '',
      basedOn: version > 1 ? id - 1 : null,
      created,
      createdBy: SEEDER,
      publishedAt: status === 'draft' ? null : created + HOUR,
      publishedBy: status === 'draft' ? '' : SEEDER,
      // archived when the next version was published (it is saved a day later and published an hour after)
      archivedAt: status === 'archived' ? created + DAY + HOUR : null,
    };
  };
  const protocols: Protocol[] = [
    proto(1, 1, 'domestic', 'userAgreement', 'zh-CN', 1, '用户协议', 'published'),
    proto(2, 1, 'domestic', 'privacyPolicy', 'zh-CN', 1, '隐私政策', 'archived'),
    proto(3, 1, 'domestic', 'privacyPolicy', 'zh-CN', 2, '隐私政策', 'published'),
    proto(4, 1, 'domestic', 'childrenPrivacy', 'zh-CN', 1, '儿童隐私保护指引', 'draft'),
    proto(5, 3, 'overseas', 'privacyPolicy', 'en-US', 1, 'Privacy Policy', 'published'),
    proto(6, 3, 'overseas', 'privacyPolicy', 'pt-BR', 1, 'Política de Privacidade', 'draft'),
  ];
  const sig = (id: number, entityId: number, text: string, status: SignatureStatus, code = ''): Signature => ({
    id,
    entityId,
    text,
    purpose: 'verification',
    provider: 'aliyun',
    status,
    rejectCode: code,
    rejectWord: code ? '官方' : '',
    submittedAt: t0 + id * DAY,
    submittedBy: SEEDER,
    decidedAt: t0 + id * DAY + 2 * HOUR,
    submissions: 1,
  });
  const signatures: Signature[] = [
    sig(1, 1, '星河互娱', 'approved'),
    sig(2, 1, '星河官方', 'rejected', 'forbiddenWord'),
    sig(3, 3, 'Starriver', 'approved'),
  ];
  return { entities, protocols, signatures, seq: { entity: 3, protocol: 6, signature: 3 } };
}

export const operationArea: () => OperationArea = defineArea<OperationArea>('settingOperation', seed);

export function nextSeq(kind: keyof OperationArea['seq']): number {
  const area = operationArea();
  area.seq[kind] += 1;
  return area.seq[kind];
}
