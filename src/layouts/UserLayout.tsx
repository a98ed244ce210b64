import { Outlet } from '@umijs/max';

export default function Layout() {
  return <Outlet />;
}
