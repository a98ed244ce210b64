import { businessZone, setBusinessZone, todayRange } from '@/utils/businessTime';

/** The signed-in person's answer states the business time zone (docs/rules.md "Business time zone"). */
const answer = { code: '00000', data: { id: 1, businessTimeZone: 'America/New_York' } };
vi.mock('@/request/endpoint', () => ({
  apiCall: (path: string) => async () => (path === '/api/mng/user/current' ? answer : { code: '00000', data: null }),
}));

afterEach(() => {
  setBusinessZone('Asia/Shanghai');
});

describe('the signed-in person', () => {
  it('brings the business time zone the console then counts its days in', async () => {
    const { queryCurrentUser } = await import('./auth');
    expect(businessZone()).toBe('Asia/Shanghai');
    await queryCurrentUser();
    expect(businessZone()).toBe('America/New_York');
    // New York's day, not China's
    expect(todayRange(Date.parse('2026-11-26T03:00:00Z'))[0]).toBe(Date.parse('2026-11-25T05:00:00Z'));
  });
});
