import SdkAccountsScreen from '../components/sdkAccounts';

/** /operate/accountManagement: the SDK accounts of the domestic line (src/pages/operate/components/sdkAccounts). */
export default function AccountManagementPage() {
  return <SdkAccountsScreen line="domestic" />;
}
