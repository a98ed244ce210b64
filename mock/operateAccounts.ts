/** umi mock entry: game operations, SDK accounts of the three lines (/operate/accountManagement, sdkAccountManagement, sdkAccountOverseas). */
import { accountsApi } from './operate/sdkAccounts/handlers';

export default { ...accountsApi };
