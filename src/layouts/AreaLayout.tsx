import { Outlet, useOutletContext } from '@umijs/max';

/**
 * An area's route (config/routeDefine.ts `area`): its screens as they are. A file of the console's own rather than
 * umi's generated empty route, because umi preloads the files along a route's chain when the page loads
 * (routePreloadOnLoad) and the generated one is not a file there: a cold load of a screen in an area waited for its
 * chunk after the layout had drawn (docs/rules.md "First download").
 */
export default function AreaLayout() {
  return <Outlet context={useOutletContext()} />;
}
