/** umi mock entry: game operations, account migration (/operate/userAccountMigration); rules in mock/operate/transfer. */
import { transferApi } from './shared/roleTransfer/handlers';

export default { ...transferApi('migration') };
