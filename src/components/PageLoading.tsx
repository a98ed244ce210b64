import { Spin } from 'antd';

/**
 * How long a loader waits before it shows (docs/rules.md "Toasts and notifications"): a screen that is ready sooner
 * shows no flash of it.
 */
export const LOADER_DELAY_MS = 200;

export default function PageLoading() {
  return (
    <div style={{ paddingTop: 120, textAlign: 'center' }}>
      <Spin size="large" delay={LOADER_DELAY_MS} />
    </div>
  );
}
