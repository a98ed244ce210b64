import { ApiOutlined } from '@ant-design/icons';
import { history, useAccess, useDispatch, useIntl, useSelector } from '@umijs/max';
import { Button, Select, Space, Tooltip } from 'antd';
import type { RootState } from '@/models/types';
import { SETTING_PATHS } from '@/pages/setting/paths';

/**
 * Header game and child-game switcher. The choice lives in session storage (GAME_ID) and survives reloads. Beside it,
 * for those granted the screen, the current game's interface info (/setting/interfaceInfo).
 */
export default function GameSwitcher() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { can } = useAccess();
  const { gameList, childGameList, currentGameId, currentChildGameId } = useSelector((s: RootState) => s.games);
  const interfaceInfo = intl.formatMessage({ id: 'menu.setting.interfaceInfo' });
  return (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      <Select
        id="header-game"
        className="header-game-select"
        style={{ width: 180 }}
        showSearch
        optionFilterProp="label"
        placeholder={intl.formatMessage({ id: 'layout.game.placeholder' })}
        value={currentGameId ? Number(currentGameId) : undefined}
        options={gameList.map((g) => ({ value: g.id, label: g.name }))}
        onChange={(id: number) => dispatch({ type: 'games/selectGame', payload: id })}
      />
      <Select
        id="header-child-game"
        className="header-child-game-select"
        style={{ width: 180 }}
        allowClear
        placeholder={intl.formatMessage({ id: 'layout.childGame.all' })}
        value={currentChildGameId ? Number(currentChildGameId) : undefined}
        options={childGameList.map((g) => ({ value: g.id, label: g.platform ? `${g.name} · ${g.platform}` : g.name }))}
        onChange={(id?: number) => dispatch({ type: 'games/selectChildGame', payload: id ?? null })}
      />
      {currentGameId && can(SETTING_PATHS.interfaceInfo) && (
        <Tooltip title={interfaceInfo}>
          <Button
            type="text"
            id="header-interface-info"
            aria-label={interfaceInfo}
            icon={<ApiOutlined />}
            onClick={() => history.push(SETTING_PATHS.interfaceInfo)}
          />
        </Tooltip>
      )}
    </Space>
  );
}
