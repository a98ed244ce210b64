import { useSelector } from '@umijs/max';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { consoleTheme } from '@/layouts/consoleTheme';
import type { RootState } from '@/models/types';

/**
 * The console's antd theme (the operator's theme colour, the contrast tokens: docs/rules.md "Accessibility") for the
 * pages outside the main layout, which themes its own: the sign-in page and the game selection.
 */
export default function ConsoleTheme({ children }: { children: ReactNode }) {
  const colorPrimary = useSelector((s: RootState) => s.settings.colorPrimary);
  return <ConfigProvider theme={consoleTheme(colorPrimary)}>{children}</ConfigProvider>;
}
