// The screens' messages of one language (a chunk of its own, loaded by ../areaMessages.ts): one file per area.
import antiAddiction from '@/features/antiAddiction/texts/pt-BR';
import history from '@/components/History/texts/pt-BR';
import roleTransfer from '@/features/roleTransfer/texts/pt-BR';
import commandPalette from '@/components/CommandPalette/texts/pt-BR';
import tableViews from '@/components/CrudTable/texts/pt-BR';
import access from '@/pages/access/texts/pt-BR';
import check from '@/pages/check/texts/pt-BR';
import dic from '@/pages/dic/texts/pt-BR';
import operate from '@/pages/operate/texts/pt-BR';
import ogorder from '@/pages/ogorder/texts/pt-BR';
import oplog from '@/pages/oplog/texts/pt-BR';
import order from '@/pages/order/texts/pt-BR';
import packaging from '@/pages/package/texts/pt-BR';
import pay from '@/pages/pay/texts/pt-BR';
import person from '@/pages/person/texts/pt-BR';
import sdk from '@/pages/sdk/texts/pt-BR';
import setting from '@/pages/setting/texts/pt-BR';
import unity from '@/pages/unity/texts/pt-BR';
import welcome from '@/pages/welcome/texts/pt-BR';
import special from '@/pages/special/texts/pt-BR';
import userStatistics from '@/pages/userStatistics/texts/pt-BR';

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
