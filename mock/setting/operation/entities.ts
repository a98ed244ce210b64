import { ENTITY_FIELDS } from '../../../src/contract/setting/operationFields';
import { type EntityRegion, licenceProblem, PHONE_PATTERN } from '../../../src/contract/setting/operationRules';
import { maskPhone } from '../../core/access';
import { now } from '../../core/clock';
import { defineApi, type ApiContext, type BodyOf } from '../../core/defineApi';
import { contains, paginate } from '../../core/paging';
import { ot, OPERATION_MESSAGES } from './messages';
import { type Entity, nextSeq, operationArea } from './state';
import { fail } from '../../core/messageBook';
import { MESSAGES } from '../../core/i18n';

/**
 * /setting/operation: operating entities (platform-wide). The contact phone is kept in clear and answered masked
 * (138****1234, docs/rules.md "Masked personal data"); sending the masked form back keeps the stored number.
 */

type Ctx = ApiContext<unknown>;

/** The contract's short-name and e-mail patterns, checked here on the trimmed text with messages of their own. */
const SHORT_NAME = new RegExp(ENTITY_FIELDS.shortName.pattern);
const EMAIL = new RegExp(ENTITY_FIELDS.contactEmail.pattern);

export function entityOf(ctx: Ctx, id: number): Entity {
  const row = operationArea().entities.find((x) => x.id === id);
  if (!row) return fail(ctx.lang, 'A0402', MESSAGES.notFound, { entity: ot(ctx.lang, 'entity'), id });
  return row;
}

/** An entity as answers (and the operation log) show it: phone masked, counts of what hangs on it. */
export function entityView(x: Entity) {
  const area = operationArea();
  const protocols = area.protocols.filter((p) => p.entityId === x.id);
  return {
    ...x,
    contactPhone: maskPhone(x.contactPhone),
    protocolCount: protocols.length,
    publishedCount: protocols.filter((p) => p.status === 'published').length,
    signatureCount: area.signatures.filter((s) => s.entityId === x.id).length,
  };
}

const label = (x: Pick<Entity, 'id' | 'shortName'>) => `运营主体 #${x.id} ${x.shortName}`;

/** The entity a payload describes, checked (formats by region, unique short name) before anything is saved. */
function fromBody(ctx: Ctx, body: Partial<BodyOf<'/api/setting/operation/add'>>, base: Entity | null): Entity {
  const t = now();
  const merged = { ...base, ...body };
  const shortName = String(merged.shortName ?? '').trim();
  const region = merged.region as EntityRegion;
  const licenceNo = String(merged.licenceNo ?? '')
    .trim()
    .toUpperCase();
  const sentPhone = String(merged.contactPhone ?? '').trim();
  // the masked number sent back unchanged keeps the stored one
  const contactPhone = base && sentPhone === maskPhone(base.contactPhone) ? base.contactPhone : sentPhone;
  const contactEmail = String(merged.contactEmail ?? '').trim();
  if (!SHORT_NAME.test(shortName)) fail(ctx.lang, 'A0400', OPERATION_MESSAGES.shortNameFormat);
  const licence = licenceProblem(region, licenceNo);
  if (licence === 'checksum') fail(ctx.lang, 'A0400', OPERATION_MESSAGES.licenceChecksum);
  if (licence)
    fail(ctx.lang, 'A0400', OPERATION_MESSAGES[region === 'domestic' ? 'licenceFormatDomestic' : 'licenceFormatOther']);
  if (!PHONE_PATTERN.test(contactPhone)) fail(ctx.lang, 'A0400', OPERATION_MESSAGES.phoneFormat);
  if (!EMAIL.test(contactEmail)) fail(ctx.lang, 'A0400', OPERATION_MESSAGES.emailFormat);
  const other = operationArea().entities.find(
    (x) => x.shortName.toLowerCase() === shortName.toLowerCase() && x.id !== base?.id,
  );
  if (other) fail(ctx.lang, 'A0403', OPERATION_MESSAGES.shortNameTaken, { shortName: other.shortName, id: other.id });
  return {
    id: base?.id ?? 0,
    company: String(merged.company ?? '').trim(),
    shortName,
    region,
    licenceNo,
    contactName: String(merged.contactName ?? '').trim(),
    contactPhone,
    contactEmail,
    status: merged.status === undefined ? 1 : (Number(merged.status) as 0 | 1),
    created: base?.created ?? t,
    createdBy: base?.createdBy ?? ctx.me.name,
    updated: t,
    updatedBy: ctx.me.name,
  };
}

export const entitiesApi = {
  'POST /api/setting/operation/page': defineApi('/api/setting/operation/page', (ctx) => {
    const { keyword, region, status, pageNum, pageSize } = ctx.body;
    const k = keyword?.trim();
    const rows = operationArea()
      .entities.filter(
        (x) =>
          (contains(x.company, k) || contains(x.shortName, k)) &&
          (!region || x.region === region) &&
          (status === undefined || x.status === status),
      )
      .sort((a, b) => b.id - a.id);
    return paginate(rows.map(entityView), pageNum, pageSize);
  }),

  'POST /api/setting/operation/get': defineApi('/api/setting/operation/get', (ctx) =>
    entityView(entityOf(ctx, ctx.body.id)),
  ),

  'POST /api/setting/operation/add': defineApi('/api/setting/operation/add', (ctx) => {
    ctx.audit({ target: `运营主体 ${ctx.body.shortName}` });
    const row = fromBody(ctx, ctx.body, null);
    row.id = nextSeq('entity');
    operationArea().entities.push(row);
    ctx.audit({ target: label(row), after: entityView(row) });
    return { id: row.id };
  }),

  'POST /api/setting/operation/edit': defineApi('/api/setting/operation/edit', (ctx) => {
    const row = entityOf(ctx, ctx.body.id);
    ctx.audit({ target: label(row), before: entityView(row) });
    const { id: _id, ...body } = ctx.body;
    Object.assign(row, fromBody(ctx, body, row));
    ctx.audit({ target: label(row), after: entityView(row) });
    return null;
  }),

  'POST /api/setting/operation/delete': defineApi('/api/setting/operation/delete', (ctx) => {
    const row = entityOf(ctx, ctx.body.id);
    const view = entityView(row);
    ctx.audit({ target: label(row), before: view });
    if (view.protocolCount > 0 || view.signatureCount > 0)
      fail(ctx.lang, 'A0403', OPERATION_MESSAGES.entityInUse, {
        id: row.id,
        protocols: view.protocolCount,
        signatures: view.signatureCount,
      });
    const area = operationArea();
    area.entities = area.entities.filter((x) => x.id !== row.id);
    return null;
  }),
};
