// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import antiAddiction from '@/features/antiAddiction/texts/en-US';
import history from '@/components/History/texts/en-US';
import roleTransfer from '@/features/roleTransfer/texts/en-US';
import commandPalette from '@/components/CommandPalette/texts/en-US';
import tableViews from '@/components/CrudTable/texts/en-US';
import access from '@/pages/access/texts/en-US';
import check from '@/pages/check/texts/en-US';
import dic from '@/pages/dic/texts/en-US';
import operate from '@/pages/operate/texts/en-US';
import ogorder from '@/pages/ogorder/texts/en-US';
import oplog from '@/pages/oplog/texts/en-US';
import order from '@/pages/order/texts/en-US';
import packaging from '@/pages/package/texts/en-US';
import pay from '@/pages/pay/texts/en-US';
import person from '@/pages/person/texts/en-US';
import sdk from '@/pages/sdk/texts/en-US';
import setting from '@/pages/setting/texts/en-US';
import unity from '@/pages/unity/texts/en-US';
import welcome from '@/pages/welcome/texts/en-US';
import special from '@/pages/special/texts/en-US';
import userStatistics from '@/pages/userStatistics/texts/en-US';

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
