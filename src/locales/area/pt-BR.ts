// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import access from '@/pages/access/locales/pt-BR';
import check from '@/pages/check/locales/pt-BR';
import dic from '@/pages/dic/locales/pt-BR';
import ogorder from '@/pages/ogorder/locales/pt-BR';
import oplog from '@/pages/oplog/locales/pt-BR';
import order from '@/pages/order/locales/pt-BR';
import packaging from '@/pages/package/locales/pt-BR';
import person from '@/pages/person/locales/pt-BR';
import sdk from '@/pages/sdk/locales/pt-BR';
import setting from '@/pages/setting/locales/pt-BR';
import unity from '@/pages/unity/locales/pt-BR';
import welcome from '@/pages/welcome/locales/pt-BR';

export default {
  ...access,
  ...check,
  ...dic,
  ...ogorder,
  ...oplog,
  ...order,
  ...packaging,
  ...person,
  ...sdk,
  ...setting,
  ...unity,
  ...welcome,
} as Record<string, string>;
