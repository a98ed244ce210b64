import AntiAddictionScreen from '@/features/antiAddiction';
import { SPECIAL_PATHS } from '../paths';
import { gameAntiAddiction } from '../service';

/**
 * /special/anti-addiction: the current game's anti-addiction rules, inheriting or overriding the platform's, and the
 * check by the game's effective rules (shared screen: src/features/antiAddiction).
 */
export default function GameAntiAddictionPage() {
  return <AntiAddictionScreen scope="game" screen={SPECIAL_PATHS.antiAddiction} calls={gameAntiAddiction} />;
}
