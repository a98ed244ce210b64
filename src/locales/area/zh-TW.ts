// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import antiAddiction from '@/features/antiAddiction/texts/zh-TW';
import history from '@/components/History/texts/zh-TW';
import roleTransfer from '@/features/roleTransfer/texts/zh-TW';
import commandPalette from '@/components/CommandPalette/texts/zh-TW';
import tableViews from '@/components/CrudTable/texts/zh-TW';
import access from '@/pages/access/texts/zh-TW';
import check from '@/pages/check/texts/zh-TW';
import dic from '@/pages/dic/texts/zh-TW';
import operate from '@/pages/operate/texts/zh-TW';
import ogorder from '@/pages/ogorder/texts/zh-TW';
import oplog from '@/pages/oplog/texts/zh-TW';
import order from '@/pages/order/texts/zh-TW';
import packaging from '@/pages/package/texts/zh-TW';
import pay from '@/pages/pay/texts/zh-TW';
import person from '@/pages/person/texts/zh-TW';
import sdk from '@/pages/sdk/texts/zh-TW';
import setting from '@/pages/setting/texts/zh-TW';
import unity from '@/pages/unity/texts/zh-TW';
import welcome from '@/pages/welcome/texts/zh-TW';
import special from '@/pages/special/texts/zh-TW';
import userStatistics from '@/pages/userStatistics/texts/zh-TW';

export default {
  ...access,
  ...antiAddiction,
  ...roleTransfer,
  ...commandPalette,
  ...tableViews,
  ...check,
  ...dic,
  ...history,
  ...operate,
  ...ogorder,
  ...oplog,
  ...order,
  ...packaging,
  ...pay,
  ...person,
  ...sdk,
  ...setting,
  ...special,
  ...unity,
  ...userStatistics,
  ...welcome,
} as Record<string, string>;
