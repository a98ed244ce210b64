import { APP_PATHS } from '@/utils/appPaths';

/** The approvals screen showing one change request (its drawer open): `/approvals?id=<id>`. */
export const requestAddress = (id: number) => `${APP_PATHS.approvals}?id=${id}`;
