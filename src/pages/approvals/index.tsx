import { PageContainer } from '@ant-design/pro-components';

/**
 * /approvals: change requests (docs/rules.md "Change requests"). The backend and its grants exist; the screen (waiting
 * for me, mine, all; filters; the difference drawer) is the feature's console half, still to build.
 */
export default function Approvals() {
  return <PageContainer />;
}
