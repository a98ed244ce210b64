import { buildHeaders, hasHeader, HEADER, type HeaderContext } from './headers';

const ctx = (over: Partial<HeaderContext> = {}): HeaderContext => ({
  token: 'tok-1',
  gameId: '7',
  childGameId: '70',
  ...over,
});

describe('buildHeaders (spec §7)', () => {
  it('sends satoken, X-Game-Id from the session and X-Child-Game-Id from the header choice', () => {
    const { headers, bodyExtra } = buildHeaders(undefined, {}, ctx({ locale: 'zh-CN' }));
    expect(headers).toEqual({
      satoken: 'tok-1',
      'X-Game-Id': '7',
      'X-Child-Game-Id': '70',
      'Accept-Language': 'zh-CN',
    });
    expect(bodyExtra).toEqual({});
  });

  it('leaves out every header whose value is missing', () => {
    const { headers } = buildHeaders(undefined, {}, { token: null, gameId: null, childGameId: null });
    expect(headers).toEqual({});
    const empty = buildHeaders(undefined, {}, { token: '', gameId: '', childGameId: '', locale: '' });
    expect(empty.headers).toEqual({});
  });

  it('uses the call’s own gameId / childGameId (from the filtered set) over the stored ones', () => {
    const { headers } = buildHeaders(undefined, { gameId: 12, childGameId: 120 }, ctx());
    expect(headers[HEADER.gameId]).toBe('12');
    expect(headers[HEADER.childGameId]).toBe('120');
  });

  it.each([undefined, null, ''])('falls back to the stored game when the call’s gameId is %j', (v) => {
    const { headers } = buildHeaders(undefined, { gameId: v, childGameId: v }, ctx());
    expect(headers[HEADER.gameId]).toBe('7');
    expect(headers[HEADER.childGameId]).toBe('70');
  });

  it('keeps a game id 0 (the general game) as a real value', () => {
    const { headers } = buildHeaders(undefined, { gameId: 0, childGameId: 0 }, ctx());
    expect(headers[HEADER.gameId]).toBe('0');
    expect(headers[HEADER.childGameId]).toBe('0');
  });

  it.each(['1', 1])('sends no X-Game-Id when Is_Need_Game_Id is %j', (flag) => {
    const { headers } = buildHeaders({ Is_Need_Game_Id: flag as string }, { gameId: 12 }, ctx());
    expect(hasHeader(headers, HEADER.gameId)).toBe(false);
    // the flag itself goes out as given
    expect(headers.Is_Need_Game_Id).toBe(flag);
  });

  it('any other Is_Need_Game_Id value keeps X-Game-Id', () => {
    const { headers } = buildHeaders({ Is_Need_Game_Id: '0' }, {}, ctx());
    expect(headers[HEADER.gameId]).toBe('7');
  });

  it('Is_Need_Child_Game_Id 1 puts the child game in the body as bodyChildGameId instead of the header', () => {
    const own = buildHeaders({ Is_Need_Child_Game_Id: '1' }, { childGameId: 55 }, ctx());
    expect(hasHeader(own.headers, HEADER.childGameId)).toBe(false);
    expect(own.bodyExtra).toEqual({ bodyChildGameId: 55 });
    expect(own.headers[HEADER.gameId]).toBe('7');

    const stored = buildHeaders({ is_need_child_game_id: '1' }, {}, ctx());
    expect(stored.bodyExtra).toEqual({ bodyChildGameId: '70' });
    expect(hasHeader(stored.headers, HEADER.childGameId)).toBe(false);
  });

  it('Is_Need_Child_Game_Id 1 without any child game adds nothing', () => {
    const { headers, bodyExtra } = buildHeaders({ Is_Need_Child_Game_Id: '1' }, {}, ctx({ childGameId: null }));
    expect(bodyExtra).toEqual({});
    expect(hasHeader(headers, HEADER.childGameId)).toBe(false);
  });

  it('explicit headers win whatever their case, and only one spelling remains', () => {
    const { headers } = buildHeaders(
      { 'x-game-id': '99', SATOKEN: 'other', 'X-CHILD-GAME-ID': '990', 'accept-language': 'pt-BR', 'X-Extra': 'e' },
      { gameId: 12 },
      ctx({ locale: 'zh-CN' }),
    );
    expect(headers).toEqual({
      'x-game-id': '99',
      SATOKEN: 'other',
      'X-CHILD-GAME-ID': '990',
      'accept-language': 'pt-BR',
      'X-Extra': 'e',
    });
  });

  it('does not mutate the explicit headers object', () => {
    const given = { 'X-Game-Id': '1' };
    buildHeaders(given, {}, ctx());
    expect(given).toEqual({ 'X-Game-Id': '1' });
  });

  it('hasHeader is case-insensitive', () => {
    expect(hasHeader({ 'X-Game-Id': '1' }, 'x-game-id')).toBe(true);
    expect(hasHeader({ 'X-Game-Id': '1' }, 'satoken')).toBe(false);
  });
});
