import { rangeQuery, thisWeek } from './range';

describe('the birthday range filter', () => {
  it('opens on today and the six days after (business days), across the year end too', () => {
    // 2026-12-29 01:30 in China is still the 28th in UTC: the business day counts
    const [a, b] = thisWeek(Date.parse('2026-12-29T01:30:00+08:00'));
    expect(rangeQuery([a, b])).toEqual({ start: '2026-12-29', end: '2027-01-04' });
  });

  it('sends nothing for an empty picker', () => {
    expect(rangeQuery(undefined)).toEqual({ start: undefined, end: undefined });
    expect(rangeQuery(['2027-02-28', '2027-03-01'])).toEqual({ start: '2027-02-28', end: '2027-03-01' });
  });
});
