import { antiAddictionApi } from '../antiAddiction';
import { dictApi } from './dict';
import { gamesApi } from './games';
import { keyApi } from './key';
import { menuApi } from './menu';

/**
 * The unity screens: parent games and who may use them, menu entries, dictionaries and app keys. Contract:
 * src/contract/unity/.
 */
export default {
  ...gamesApi,
  ...menuApi,
  ...dictApi,
  ...keyApi,
  ...antiAddictionApi('/api/unity/antiAddiction'),
};
