/** umi mock entry: operating entities, their protocols and SMS signatures (/setting/operation). */
import { entitiesApi } from './setting/operation/entities';
import { protocolsApi } from './setting/operation/protocols';
import { signaturesApi } from './setting/operation/signatures';

export default { ...entitiesApi, ...protocolsApi, ...signaturesApi };
