import { history, Outlet, useAccess, useDispatch, useLocation, useSelector } from '@umijs/max';
import { APP_PATHS } from '@/utils/appPaths';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import Forbidden from '@/components/Forbidden';
import PageLoading from '@/components/PageLoading';
import { useText } from '@/hooks';
import type { RootState } from '@/models/types';
import { routeInfo } from '@/utils/routeTable';
import { getGameId } from '@/utils/storage';

/** Pages that work without a chosen game. */
const NO_GAME_NEEDED: string[] = [APP_PATHS.gameSelect, APP_PATHS.person];

/**
 * The security wrapper (docs/rules.md "Routes and authority"): loads the signed-in person (their authority goes to
 * the user model, which `useAccess()` reads: src/access.ts), the menu entries and their games, then renders. A person with no game chosen is sent to
 * /gameSelect. Route-level 403 checks for screens happen in the workspace (so the layout stays); pages outside the
 * main layout are checked here. When the person cannot be loaded (anything but an expired session, which sends the
 * browser to the portal), the reason shows with a retry instead of a loader that never ends; once the session is over
 * (signed out, expired) nothing but the loader shows while the browser leaves.
 */
export default function SecurityLayout() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const currentUser = useSelector((s: RootState) => s.user.currentUser);
  const isLogin = useSelector((s: RootState) => s.user.isLogin);
  const loadError = useSelector((s: RootState) => s.user.loadError);
  const access = useAccess();

  const menuLoaded = useSelector((s: RootState) => s.user.menuLoaded);
  const gamesLoaded = useSelector((s: RootState) => s.games.gamesLoaded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load: moving between /gameSelect and the console keeps what the models hold
  useEffect(() => {
    if (!currentUser) dispatch({ type: 'user/fetchCurrent' });
    if (!menuLoaded) dispatch({ type: 'user/fetchMenu' });
    if (!gamesLoaded) {
      dispatch({ type: 'games/fetchGames' });
      const gameId = getGameId();
      if (gameId) dispatch({ type: 'games/fetchChildGames', payload: gameId });
    }
  }, [dispatch]);

  const needsGame = !NO_GAME_NEEDED.some((p) => pathname.startsWith(p)) && !getGameId();
  useEffect(() => {
    if (currentUser && needsGame) history.replace(APP_PATHS.gameSelect);
  }, [currentUser, needsGame]);

  if (!isLogin) return <PageLoading />;
  if (!currentUser && loadError) {
    return (
      <LoadFailed
        code={loadError.code}
        message={loadError.message}
        onRetry={() => dispatch({ type: 'user/retryCurrent' })}
      />
    );
  }
  if (!currentUser || needsGame) return <PageLoading />;
  const info = routeInfo(pathname);
  if (info && info.route.layout === false && !access.canRoute(info.chain)) return <Forbidden />;
  return <Outlet />;
}

/** The person could not be loaded: the reason, and a way to ask again. */
function LoadFailed(props: { code?: string; message: string; onRetry: () => void }) {
  const t = useText();
  return (
    <Result
      className="user-load-failed"
      status="error"
      title={t('layout.user.loadFailed')}
      subTitle={props.code ? `${props.code}: ${props.message}` : props.message}
      extra={
        <Button type="primary" id="user-load-retry" onClick={props.onRetry}>
          {t('layout.user.retry')}
        </Button>
      }
    />
  );
}
