import RoleTransferScreen from '@/features/roleTransfer';
import { REBIND_PATHS } from '@/pages/special/rebind-user/paths';
import { rebindCalls } from '@/pages/special/rebind-user/service';

/**
 * /special/rebind-user: the chosen roles of account A move to account B of the same game, previewed, with a reason,
 * recorded (shared screen with the account migration: src/components/roleTransfer).
 */
export default function RebindUserPage() {
  return <RoleTransferScreen kind="rebind" action="rebind" screen={REBIND_PATHS.rebindUser} calls={rebindCalls} />;
}
