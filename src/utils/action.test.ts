import { action } from './action';

describe('action', () => {
  it('joins the screen path and the action with a colon', () => {
    expect(action('/access/role', 'add')).toBe('/access/role:add');
    expect(action('/oplog', 'export')).toBe('/oplog:export');
  });
});
