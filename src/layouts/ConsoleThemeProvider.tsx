import { useSelector } from '@umijs/max';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { consoleTheme } from '@/utils/consoleTheme';
import type { RootState } from '@/models/types';

const antdDefaults = () => theme.getDesignToken() as unknown as Record<string, string>;

/** The console's antd theme for the operator's theme colour and side menu (docs/rules.md "Accessibility"). */
export function themeOf(colorPrimary: string, darkNav = false) {
  return consoleTheme(colorPrimary, antdDefaults, darkNav);
}

/**
 * The console's antd theme (the operator's theme colour, the contrast tokens) for the pages outside the main layout,
 * which themes its own: the sign-in page and the game selection.
 */
export default function ConsoleTheme({ children }: { children: ReactNode }) {
  const colorPrimary = useSelector((s: RootState) => s.settings.colorPrimary);
  return <ConfigProvider theme={themeOf(colorPrimary)}>{children}</ConfigProvider>;
}
