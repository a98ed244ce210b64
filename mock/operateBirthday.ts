/** umi mock entry: game operations, role birthdays (/operate/userBirthday). The player store is mock/core/players. */
import { birthdayApi } from './operate/userBirthday/handlers';

export default { ...birthdayApi };
