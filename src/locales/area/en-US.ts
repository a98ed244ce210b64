// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import access from '@/pages/access/locales/en-US';
import check from '@/pages/check/locales/en-US';
import dic from '@/pages/dic/locales/en-US';
import ogorder from '@/pages/ogorder/locales/en-US';
import oplog from '@/pages/oplog/locales/en-US';
import order from '@/pages/order/locales/en-US';
import packaging from '@/pages/package/locales/en-US';
import person from '@/pages/person/locales/en-US';
import sdk from '@/pages/sdk/locales/en-US';
import setting from '@/pages/setting/locales/en-US';
import unity from '@/pages/unity/locales/en-US';
import welcome from '@/pages/welcome/locales/en-US';

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
