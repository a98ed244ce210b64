import { describe, expect, it } from 'vitest';
import { weekdaysText, windowText } from './messages';

/** How a play window reads in the check's rule text. */
describe('anti-addiction window texts', () => {
  it('writes runs of three or more days as a range, others as a list', () => {
    expect(weekdaysText('zh-CN', [7, 5, 6])).toBe('周五至周日');
    expect(weekdaysText('zh-CN', [1, 2, 4])).toBe('周一、周二、周四');
    expect(weekdaysText('en-US', [1, 2, 3, 6])).toBe('Mon–Wed, Sat');
  });

  it('names holidays, alone or beside weekdays', () => {
    expect(windowText('zh-CN', { weekdays: [], holidays: true, start: '10:00', end: '11:30' })).toBe(
      '法定节假日 10:00–11:30',
    );
    expect(windowText('zh-TW', { weekdays: [5, 6, 7], holidays: true, start: '20:00', end: '21:00' })).toBe(
      '週五至週日及法定節假日 20:00–21:00',
    );
    expect(windowText('pt-BR', { weekdays: [6], holidays: false, start: '20:00', end: '24:00' })).toBe(
      'sáb 20:00–24:00',
    );
  });
});
