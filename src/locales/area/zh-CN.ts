// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import access from '@/pages/access/locales/zh-CN';
import check from '@/pages/check/locales/zh-CN';
import dic from '@/pages/dic/locales/zh-CN';
import oplog from '@/pages/oplog/locales/zh-CN';
import packaging from '@/pages/package/locales/zh-CN';
import person from '@/pages/person/locales/zh-CN';
import sdk from '@/pages/sdk/locales/zh-CN';
import setting from '@/pages/setting/locales/zh-CN';
import special from '@/pages/special/locales/zh-CN';
import unity from '@/pages/unity/locales/zh-CN';
import welcome from '@/pages/welcome/locales/zh-CN';

export default {
  ...access,
  ...check,
  ...dic,
  ...oplog,
  ...packaging,
  ...person,
  ...sdk,
  ...setting,
  ...special,
  ...unity,
  ...welcome,
} as Record<string, string>;
