import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Select, Space } from 'antd';
import type { RootState } from '@/models/types';

/** Header game and child-game switcher. The choice lives in session storage (GAME_ID) and survives reloads. */
export default function GameSwitcher() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { gameList, childGameList, currentGameId, currentChildGameId } = useSelector((s: RootState) => s.games);
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
    </Space>
  );
}
