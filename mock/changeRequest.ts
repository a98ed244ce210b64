/** umi mock entry: change requests (/approvals). */
import { entry } from './backend';
import changeRequest from './changeRequest/index';

export default entry(changeRequest);
