import { buildHeaders, hasHeader, HEADER, type HeaderContext } from './headers';

const ctx = (over: Partial<HeaderContext> = {}): HeaderContext => ({
  token: 'tok-1',
  gameId: '7',
  ...over,
});

describe('buildHeaders (docs/rules.md "Request headers")', () => {
  it('sends satoken and X-Game-Id from the session; no X-Child-Game-Id when neither the call nor the header has one', () => {
    const { headers, bodyExtra } = buildHeaders(undefined, {}, ctx({ locale: 'zh-CN' }));
    expect(headers).toEqual({
      satoken: 'tok-1',
      'X-Game-Id': '7',
      'Accept-Language': 'zh-CN',
    });
    expect(bodyExtra).toEqual({});
  });

  it('sends the header’s child-game choice as X-Child-Game-Id when the call names none', () => {
    const { headers, bodyExtra } = buildHeaders(undefined, {}, ctx({ childGameId: '70' }));
    expect(headers[HEADER.childGameId]).toBe('70');
    expect(bodyExtra).toEqual({});
  });

  it('leaves out every header whose value is missing', () => {
    const { headers } = buildHeaders(undefined, {}, { token: null, gameId: null, childGameId: null });
    expect(headers).toEqual({});
    const empty = buildHeaders(undefined, {}, { token: '', gameId: '', childGameId: '', locale: '' });
    expect(empty.headers).toEqual({});
  });

  it('X-Game-Id is the session’s game: a gameId in the call’s data does not override it (the child game does)', () => {
    const { headers } = buildHeaders(undefined, { gameId: 12, childGameId: 120 }, ctx({ childGameId: '70' }));
    expect(headers[HEADER.gameId]).toBe('7');
    expect(headers[HEADER.childGameId]).toBe('120');
    // no game in the session: a gameId in the data does not make one up
    expect(hasHeader(buildHeaders(undefined, { gameId: 12 }, ctx({ gameId: null })).headers, HEADER.gameId)).toBe(
      false,
    );
  });

  it('a call for another game sets X-Game-Id explicitly, and the explicit header wins', () => {
    const { headers } = buildHeaders({ [HEADER.gameId]: '12' }, { gameId: 99 }, ctx());
    expect(headers).toEqual({ satoken: 'tok-1', 'X-Game-Id': '12' });
    const lower = buildHeaders({ 'x-game-id': '13' }, {}, ctx()).headers;
    expect(lower['x-game-id']).toBe('13');
    expect(lower).not.toHaveProperty('X-Game-Id');
  });

  it.each([undefined, null, ''])('a call’s gameId / childGameId %j falls back to the stored ones', (v) => {
    const { headers, bodyExtra } = buildHeaders(undefined, { gameId: v, childGameId: v }, ctx({ childGameId: '70' }));
    expect(headers[HEADER.gameId]).toBe('7');
    expect(headers[HEADER.childGameId]).toBe('70');
    expect(bodyExtra).toEqual({});
  });

  it.each([undefined, null, ''])('no child game anywhere (the call’s is %j): no X-Child-Game-Id', (v) => {
    const { headers, bodyExtra } = buildHeaders(undefined, { childGameId: v }, ctx());
    expect(hasHeader(headers, HEADER.childGameId)).toBe(false);
    expect(bodyExtra).toEqual({});
  });

  it('keeps a game id 0 (the general game) as a real value', () => {
    const { headers } = buildHeaders(undefined, { childGameId: 0 }, ctx({ gameId: '0' }));
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

    const lower = buildHeaders({ is_need_child_game_id: '1' }, { childGameId: '70' }, ctx());
    expect(lower.bodyExtra).toEqual({ bodyChildGameId: '70' });
    expect(hasHeader(lower.headers, HEADER.childGameId)).toBe(false);
  });

  it('Is_Need_Child_Game_Id 1: the call’s own child game wins over the header’s choice in the body too', () => {
    const own = buildHeaders(
      { Is_Need_Child_Game_Id: 1 as unknown as string },
      { childGameId: 55 },
      ctx({ childGameId: '70' }),
    );
    expect(own.bodyExtra).toEqual({ bodyChildGameId: 55 });
    expect(hasHeader(own.headers, HEADER.childGameId)).toBe(false);
  });

  it('Is_Need_Child_Game_Id 1 without a child game of the call’s puts the header’s choice in the body', () => {
    const { headers, bodyExtra } = buildHeaders({ Is_Need_Child_Game_Id: '1' }, {}, ctx({ childGameId: '70' }));
    // the stored choice is text: an id goes in the body as a number, anything else as it is
    expect(bodyExtra).toEqual({ bodyChildGameId: 70 });
    expect(buildHeaders({ Is_Need_Child_Game_Id: '1' }, {}, ctx({ childGameId: 'x7' })).bodyExtra).toEqual({
      bodyChildGameId: 'x7',
    });
    expect(hasHeader(headers, HEADER.childGameId)).toBe(false);
  });

  it('Is_Need_Child_Game_Id 1 without any child game adds nothing', () => {
    const { headers, bodyExtra } = buildHeaders({ Is_Need_Child_Game_Id: '1' }, { childGameId: '' }, ctx());
    expect(bodyExtra).toEqual({});
    expect(hasHeader(headers, HEADER.childGameId)).toBe(false);
  });

  it('any other Is_Need_Child_Game_Id value keeps X-Child-Game-Id and adds nothing to the body', () => {
    const { headers, bodyExtra } = buildHeaders({ Is_Need_Child_Game_Id: '0' }, {}, ctx({ childGameId: '70' }));
    expect(headers[HEADER.childGameId]).toBe('70');
    expect(bodyExtra).toEqual({});
  });

  it('an explicit X-Child-Game-Id wins over the header’s choice', () => {
    const { headers } = buildHeaders({ 'x-child-game-id': '9' }, {}, ctx({ childGameId: '70' }));
    expect(headers).toMatchObject({ 'x-child-game-id': '9' });
    expect(headers).not.toHaveProperty('X-Child-Game-Id');
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
