import AntiAddictionScreen from '@/features/antiAddiction';
import { UNITY_PATHS } from '../paths';
import { platformAntiAddiction } from '../service';

/**
 * /unity/anti-addiction: the platform's anti-addiction rules and the check (shared screen: src/features/antiAddiction).
 */
export default function PlatformAntiAddictionPage() {
  return <AntiAddictionScreen scope="platform" screen={UNITY_PATHS.antiAddiction} calls={platformAntiAddiction} />;
}
