// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import antiAddiction from '@/features/antiAddiction/texts/zh-CN';
import history from '@/components/History/texts/zh-CN';
import roleTransfer from '@/features/roleTransfer/texts/zh-CN';
import commandPalette from '@/components/CommandPalette/texts/zh-CN';
import tableViews from '@/components/CrudTable/texts/zh-CN';
import access from '@/pages/access/texts/zh-CN';
import check from '@/pages/check/texts/zh-CN';
import dic from '@/pages/dic/texts/zh-CN';
import operate from '@/pages/operate/texts/zh-CN';
import ogorder from '@/pages/ogorder/texts/zh-CN';
import oplog from '@/pages/oplog/texts/zh-CN';
import order from '@/pages/order/texts/zh-CN';
import packaging from '@/pages/package/texts/zh-CN';
import pay from '@/pages/pay/texts/zh-CN';
import person from '@/pages/person/texts/zh-CN';
import sdk from '@/pages/sdk/texts/zh-CN';
import setting from '@/pages/setting/texts/zh-CN';
import unity from '@/pages/unity/texts/zh-CN';
import welcome from '@/pages/welcome/texts/zh-CN';
import special from '@/pages/special/texts/zh-CN';
import userStatistics from '@/pages/userStatistics/texts/zh-CN';

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
