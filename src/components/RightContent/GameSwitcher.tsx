import { ApiOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { history, useAccess, useDispatch, useIntl, useLocation, useSelector } from '@umijs/max';
import { Button, Select, Space, Tooltip } from 'antd';
import { memo } from 'react';
import type { RootState } from '@/models/types';
import { APP_PATHS } from '@/utils/appPaths';
import { childGameApplies } from '@/utils/routeTable';

/**
 * Header game and child-game switcher. The choice lives in session storage (GAME_ID, CHILD_GAME_ID) and survives
 * reloads; every call sends the child game (docs/rules.md "Request headers"). Beside it, for those granted the screen,
 * the current game's interface info (/setting/interfaceInfo).
 */
export default function GameSwitcher() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { can } = useAccess();
  const gameList = useSelector((s: RootState) => s.games.gameList);
  const currentGameId = useSelector((s: RootState) => s.games.currentGameId);
  const interfaceInfo = intl.formatMessage({ id: 'menu.setting.interfaceInfo' });
  return (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      <Select
        id="header-game"
        aria-label={intl.formatMessage({ id: 'layout.game.label' })}
        className="header-game-select"
        style={{ width: 180 }}
        showSearch
        optionFilterProp="label"
        placeholder={intl.formatMessage({ id: 'layout.game.placeholder' })}
        value={currentGameId ? Number(currentGameId) : undefined}
        options={gameList.map((g) => ({ value: g.id, label: g.name }))}
        onChange={(id: number) => dispatch({ type: 'games/selectGame', payload: id })}
      />
      <ChildGameFollowingScreen />
      {currentGameId && can(APP_PATHS.interfaceInfo) && (
        <Tooltip title={interfaceInfo}>
          <Button
            type="text"
            id="header-interface-info"
            aria-label={interfaceInfo}
            icon={<ApiOutlined />}
            onClick={() => history.push(APP_PATHS.interfaceInfo)}
          />
        </Tooltip>
      )}
    </Space>
  );
}

/** The child-game picker for the screen shown: it follows the location (the rest of the header does not). */
function ChildGameFollowingScreen() {
  const { pathname } = useLocation();
  return <ChildGamePicker applies={childGameApplies(pathname)} />;
}

/**
 * The child-game picker. Where the child game narrows nothing (the route table's `childGame`, docs/rules.md "Current
 * game and child game") it says so: greyed, with a mark whose tooltip explains, and "no child game here" in place of
 * "all child games". It can still be changed there; the choice is for the screens it narrows.
 */
const ChildGamePicker = memo(function ChildGamePicker({ applies }: { applies: boolean }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const childGameList = useSelector((s: RootState) => s.games.childGameList);
  const currentChildGameId = useSelector((s: RootState) => s.games.currentChildGameId);
  const select = (
    <Select
      id="header-child-game"
      aria-label={intl.formatMessage({ id: 'layout.childGame.label' })}
      className="header-child-game-select"
      style={{ width: 180 }}
      allowClear
      placeholder={intl.formatMessage({ id: applies ? 'layout.childGame.all' : 'layout.childGame.none' })}
      value={currentChildGameId ? Number(currentChildGameId) : undefined}
      options={childGameList.map((g) => ({ value: g.id, label: g.platform ? `${g.name} · ${g.platform}` : g.name }))}
      onChange={(id?: number) => dispatch({ type: 'games/selectChildGame', payload: id ?? null })}
    />
  );
  if (applies) return select;
  const why = intl.formatMessage({ id: 'layout.childGame.notApplicable' });
  return (
    <Tooltip title={why}>
      <span className="header-child-game-na">
        {select}
        <InfoCircleOutlined id="header-child-game-na" role="img" aria-label={why} />
      </span>
    </Tooltip>
  );
});
