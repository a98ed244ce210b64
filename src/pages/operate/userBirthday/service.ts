import { apiCall, type DataOf } from '@/request/endpoint';

/**
 * Role birthdays (/operate/userBirthday) of the current game. Shapes from the API contract
 * (src/contract/operate/userBirthday.ts).
 */
export type BirthdayRow = DataOf<'/api/operate/userBirthday/page'>['list'][number];
export type RewardAnswer = DataOf<'/api/operate/userBirthday/reward'>;
export type RewardRow = RewardAnswer['results'][number];
export type RewardPreview = DataOf<'/api/operate/userBirthday/preview'>;
export type RewardPreviewRow = RewardPreview['rows'][number];

export const pageBirthdays = apiCall('/api/operate/userBirthday/page');
export const previewBirthdayRewards = apiCall('/api/operate/userBirthday/preview');
export const sendBirthdayRewards = apiCall('/api/operate/userBirthday/reward');
