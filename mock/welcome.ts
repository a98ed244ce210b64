/** umi mock entry: The welcome summary (/welcome). */
import { entry } from './backend';
import welcome from './welcome/index';

export default entry(welcome);
