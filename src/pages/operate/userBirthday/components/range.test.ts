import dayjs from 'dayjs';
import { rangeQuery, thisWeek } from './range';

describe('the birthday range filter', () => {
  it('opens on today and the six days after, across the year end too', () => {
    const [a, b] = thisWeek(dayjs('2026-12-29T15:30:00'));
    expect(rangeQuery([a, b])).toEqual({ start: '2026-12-29', end: '2027-01-04' });
  });

  it('sends nothing for an empty picker', () => {
    expect(rangeQuery(undefined)).toEqual({ start: undefined, end: undefined });
    expect(rangeQuery(['2027-02-28', '2027-03-01'])).toEqual({ start: '2027-02-28', end: '2027-03-01' });
  });
});
