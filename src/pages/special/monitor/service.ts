import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/** Account monitoring (/special/monitor) of the current game: watch rules and their alerts. Shapes from the contract. */
export type MonitorRule = DataOf<'/api/special/monitor/rule/get'>;
export type MonitorRulePayload = Partial<RequestOf<'/api/special/monitor/rule/add'>> & { id?: number };
export type MonitorAlert = DataOf<'/api/special/monitor/alert/handle'>;
export type MonitorKind = MonitorRule['kind'];
export type AlertStatus = MonitorAlert['status'];

export const pageMonitorRules = apiCall('/api/special/monitor/rule/page');
export const getMonitorRule = apiCall('/api/special/monitor/rule/get');
export const addMonitorRule = fromForm(apiCall('/api/special/monitor/rule/add'));
export const editMonitorRule = fromForm(apiCall('/api/special/monitor/rule/edit'));
export const enableMonitorRule = apiCall('/api/special/monitor/rule/enable');
export const disableMonitorRule = apiCall('/api/special/monitor/rule/disable');
export const deleteMonitorRule = apiCall('/api/special/monitor/rule/delete');
export const pageMonitorAlerts = apiCall('/api/special/monitor/alert/page');
export const handleMonitorAlert = apiCall('/api/special/monitor/alert/handle');
