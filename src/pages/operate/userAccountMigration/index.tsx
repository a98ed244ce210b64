import RoleTransferScreen from '@/features/roleTransfer';
import { USER_ACCOUNT_MIGRATION_PATHS } from './paths';
import { migrationCalls } from './service';

/**
 * /operate/userAccountMigration: every role of account A moves to account B of the same game, previewed, with a
 * reason, recorded (shared screen with the role rebind: src/features/roleTransfer).
 */
export default function UserAccountMigrationPage() {
  return (
    <RoleTransferScreen
      kind="migration"
      action="migrate"
      screen={USER_ACCOUNT_MIGRATION_PATHS.userAccountMigration}
      calls={migrationCalls}
    />
  );
}
