import RoleTransferScreen from '@/features/roleTransfer';
import { REBIND_PATHS } from './paths';
import { rebindCalls } from './service';

/**
 * /special/rebind-user: the chosen roles of account A move to account B of the same game, previewed, with a reason,
 * recorded (shared screen with the account migration: src/features/roleTransfer).
 */
export default function RebindUserPage() {
  return <RoleTransferScreen kind="rebind" action="rebind" screen={REBIND_PATHS.rebindUser} calls={rebindCalls} />;
}
