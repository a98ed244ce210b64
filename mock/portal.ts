/** umi mock entry: The stand-in of the external user portal (/portal). */
import { entry } from './backend';
import portal from './portal/index';

export default entry(portal);
