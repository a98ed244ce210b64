import { json, requestTestBed, stubFetch, type FetchArgs } from '@/request/testKit';
import { childGameDropDown } from './games';

requestTestBed();

describe('childGameDropDown (docs/rules.md "Request headers")', () => {
  it('asks for the child games of the game it names, in its own X-Game-Id, whatever the session’s game', async () => {
    sessionStorage.setItem('GAME_ID', '7');
    const fetchMock = stubFetch(() => json({ code: '00000', data: [] }));
    await childGameDropDown('12');
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/mng/childGame/dropDownList');
    expect(init.headers['X-Game-Id']).toBe('12');
    expect(init.body === undefined || !String(init.body).includes('gameId')).toBe(true);
  });
});
