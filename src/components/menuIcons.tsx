import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BuildOutlined,
  DollarOutlined,
  FileSearchOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icons a server menu entry may name (MenuEntry.icon); unknown names show none. */
const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BuildOutlined: <BuildOutlined />,
  DollarOutlined: <DollarOutlined />,
  FileSearchOutlined: <FileSearchOutlined />,
  HomeOutlined: <HomeOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  TeamOutlined: <TeamOutlined />,
  ToolOutlined: <ToolOutlined />,
  UserOutlined: <UserOutlined />,
};

export function menuIcon(name?: string): ReactNode {
  return name ? ICONS[name] : undefined;
}
