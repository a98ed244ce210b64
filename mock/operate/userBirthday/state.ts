import { BASE_EPOCH, DAY } from '../../core/clock';
import { playersOf } from '../../players';
import { defineArea, getStore } from '../../core/store';
import { anniversaryIn, businessDayOf, businessTimeOn, dayText, parseDay, rangeIndex } from './anniversary';

/** A birthday reward sent: one per role and year. */
export interface RewardMark {
  sentAt: number;
  sentBy: string;
}

interface BirthdayArea {
  /** `${roleId}@${year}` → when and by whom the reward of that year's anniversary went */
  sent: Map<string, RewardMark>;
}

export const rewardKey = (roleId: string, year: number) => `${roleId}@${year}`;

/**
 * Seed: every other role whose anniversary fell in the week before the seed's day had its reward sent on the day, at
 * 10:00, by 运营小王 (from the seed alone, never the clock), so the list shows both states.
 */
function seedRewards(): BirthdayArea {
  const sent = new Map<string, RewardMark>();
  const range = rangeIndex(dayText(businessDayOf(BASE_EPOCH - 7 * DAY)), dayText(businessDayOf(BASE_EPOCH - DAY)));
  for (const g of getStore().games) {
    let k = 0;
    for (const p of playersOf(g.id)) {
      for (const r of p.roles) {
        const a = anniversaryIn(r.created, range);
        if (!a) continue;
        k += 1;
        const day = parseDay(a.date);
        if (k % 2 === 0 && day)
          sent.set(rewardKey(r.roleId, a.year), { sentAt: businessTimeOn(day, 10), sentBy: '运营小王' });
      }
    }
  }
  return { sent };
}

export const birthdayArea = defineArea<BirthdayArea>('roleBirthdays', seedRewards);
