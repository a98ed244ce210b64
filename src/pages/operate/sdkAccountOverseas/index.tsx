import SdkAccountsScreen from '../components/sdkAccounts';

/** /operate/sdkAccountOverseas: the SDK accounts of the overseas line (src/pages/operate/components/sdkAccounts). */
export default function SdkAccountOverseasPage() {
  return <SdkAccountsScreen line="overseas" />;
}
