import { prepare } from '@/request';
import { toJoinupPayload } from './joinup';

describe('toJoinupPayload', () => {
  it('de-duplicates channels, trims the remark and defaults autoCheck on', () => {
    expect(toJoinupPayload({ gameId: 3, channelIds: [2, 2, 5, 'x'], remark: ' 上线前 ' })).toEqual({
      gameId: 3,
      scopeGameId: 3,
      channelIds: [2, 5],
      autoCheck: true,
      remark: '上线前',
    });
    expect(toJoinupPayload({ gameId: 1, channelIds: [1], autoCheck: false }).autoCheck).toBe(false);
  });

  it('sends the chosen game as X-Game-Id and scopeGameId, never as gameId in the body (docs/rules.md "Body filter")', () => {
    const { body, headers } = prepare(toJoinupPayload({ gameId: 7, channelIds: [1] }));
    expect(headers['X-Game-Id']).toBe('7');
    expect(body).toMatchObject({ scopeGameId: 7, channelIds: [1] });
    expect(body).not.toHaveProperty('gameId');
  });
});
