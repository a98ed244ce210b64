import { prepare } from '@/request';
import { joinupOptions } from '../../service';
import { toJoinupPayload } from './joinup';

describe('toJoinupPayload', () => {
  it('de-duplicates channels, trims the remark and defaults autoCheck on', () => {
    expect(toJoinupPayload({ gameId: 3, channelIds: [2, 2, 5, 'x'], remark: ' 上线前 ' })).toEqual({
      scopeGameId: 3,
      channelIds: [2, 5],
      autoCheck: true,
      remark: '上线前',
    });
    expect(toJoinupPayload({ gameId: 1, channelIds: [1], autoCheck: false }).autoCheck).toBe(false);
  });

  it('sends the chosen game as its own X-Game-Id header and as scopeGameId, never as gameId in the body', () => {
    sessionStorage.setItem('GAME_ID', '3');
    const payload = toJoinupPayload({ gameId: 7, channelIds: [1] });
    const { body, headers } = prepare(payload, joinupOptions(payload, { requestId: 'r-1' }));
    // the session's game is 3: the enrolment is for 7, and the explicit header wins (docs/rules.md "Request headers")
    expect(headers['X-Game-Id']).toBe('7');
    expect(body).toMatchObject({ scopeGameId: 7, channelIds: [1] });
    expect(body).not.toHaveProperty('gameId');
    sessionStorage.clear();
  });
});
