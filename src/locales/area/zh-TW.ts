// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import access from '@/pages/access/locales/zh-TW';
import check from '@/pages/check/locales/zh-TW';
import dic from '@/pages/dic/locales/zh-TW';
import ogorder from '@/pages/ogorder/locales/zh-TW';
import oplog from '@/pages/oplog/locales/zh-TW';
import order from '@/pages/order/locales/zh-TW';
import packaging from '@/pages/package/locales/zh-TW';
import person from '@/pages/person/locales/zh-TW';
import sdk from '@/pages/sdk/locales/zh-TW';
import setting from '@/pages/setting/locales/zh-TW';
import unity from '@/pages/unity/locales/zh-TW';
import welcome from '@/pages/welcome/locales/zh-TW';

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
