/** umi mock entry: saved table views, per person and list (docs/rules.md "Saved table views"). */
import { entry } from './backend';
import views from './views/index';

export default entry(views);
