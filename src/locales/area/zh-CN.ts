// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import access from '@/pages/access/locales/zh-CN';
import check from '@/pages/check/locales/zh-CN';
import dic from '@/pages/dic/locales/zh-CN';
import ogorder from '@/pages/ogorder/locales/zh-CN';
import oplog from '@/pages/oplog/locales/zh-CN';
import order from '@/pages/order/locales/zh-CN';
import packaging from '@/pages/package/locales/zh-CN';
import person from '@/pages/person/locales/zh-CN';
import sdk from '@/pages/sdk/locales/zh-CN';
import setting from '@/pages/setting/locales/zh-CN';
import unity from '@/pages/unity/locales/zh-CN';
import welcome from '@/pages/welcome/locales/zh-CN';

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
