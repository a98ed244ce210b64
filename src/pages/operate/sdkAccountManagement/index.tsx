import SdkAccountsScreen from '../components/sdkAccounts';

/** /operate/sdkAccountManagement: the SDK accounts of the og line (src/pages/operate/components/sdkAccounts). */
export default function SdkAccountManagementPage() {
  return <SdkAccountsScreen line="og" />;
}
