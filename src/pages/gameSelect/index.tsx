import { history, useDispatch, useSelector } from '@umijs/max';
import { Avatar, Card, Col, Empty, Input, Row, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import ConsoleTheme from '@/layouts/ConsoleThemeProvider';
import PageLoading from '@/components/PageLoading';
import type { RootState } from '@/models/types';
import { useText } from '@/hooks';
import { APP_PATHS } from '@/utils/appPaths';

/**
 * Game selection (docs/rules.md "Current game and child game"): the games this person may use; choosing one stores
 * GAME_ID and enters the console.
 */
export default function GameSelect() {
  const t = useText();
  const dispatch = useDispatch();
  const { gameList, gamesLoaded, currentGameId } = useSelector((s: RootState) => s.games);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    if (!k) return gameList;
    return gameList.filter((g) => g.name.toLowerCase().includes(k) || (g.alias || '').toLowerCase().includes(k));
  }, [gameList, keyword]);

  const choose = async (id: number) => {
    await dispatch({ type: 'games/selectGame', payload: id });
    history.push(APP_PATHS.welcome);
  };

  if (!gamesLoaded) return <PageLoading />;
  return (
    <ConsoleTheme>
      <main style={{ maxWidth: 960, margin: '48px auto', padding: '0 16px' }}>
        <Typography.Title level={3}>{t('pages.gameSelect.title')}</Typography.Title>
        <Input.Search
          id="game-search"
          allowClear
          style={{ maxWidth: 360, marginBottom: 24 }}
          placeholder={t('pages.gameSelect.search')}
          onChange={(e) => setKeyword(e.target.value)}
        />
        {shown.length === 0 ? (
          <Empty description={t('pages.gameSelect.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {shown.map((g) => (
              <Col key={g.id} xs={24} sm={12} md={8}>
                {/* a card chosen by click, Enter or Space (docs/rules.md "Accessibility": every action by keyboard) */}
                <Card
                  hoverable
                  role="button"
                  tabIndex={0}
                  onClick={() => choose(g.id)}
                  onKeyDown={(e) => {
                    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
                    e.preventDefault();
                    choose(g.id);
                  }}
                  data-game-id={g.id}
                  className="game-card"
                >
                  <Card.Meta
                    avatar={g.icon ? <Avatar src={g.icon} alt="" /> : <Avatar aria-hidden>{g.name.slice(0, 1)}</Avatar>}
                    title={
                      <span>
                        {g.name}{' '}
                        {String(g.id) === currentGameId && <Tag color="blue">{t('pages.gameSelect.current')}</Tag>}
                      </span>
                    }
                    description={
                      <span>
                        {g.alias} · {t('pages.gameSelect.childCount', { n: g.childGameCount ?? 0 })}
                      </span>
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </main>
    </ConsoleTheme>
  );
}
