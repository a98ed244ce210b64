/** umi mock entry: account monitoring (/special/monitor): watch rules and the alerts the simulated activity raises. */
import { monitorApi } from './special/monitor/handlers';

export default { ...monitorApi };
