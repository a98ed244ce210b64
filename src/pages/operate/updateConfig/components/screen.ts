import type { RuleScreen } from '@/components/RuleList';
import { UPDATE_CONFIG_PATHS } from '../paths';
import {
  addUpdateConfig,
  deleteUpdateConfig,
  disableUpdateConfig,
  editUpdateConfig,
  enableUpdateConfig,
  getUpdateConfig,
  pageUpdateConfig,
  type UpdatePayload,
  type UpdateRule,
} from '../service';
import { STATUS_TEXTS } from '../../components/labels';
import { updateEnableNeedsApproval, updateSaveNeedsApproval } from '@/contract/operate/updateRules';

/** The forced-update rules as a RuleList screen: the list (/operate/updateConfig) and its create page. */
export const UPDATE_RULES: RuleScreen<UpdateRule, UpdatePayload> = {
  idPrefix: 'update',
  path: UPDATE_CONFIG_PATHS.updateConfig,
  createPath: UPDATE_CONFIG_PATHS.updateConfigCreate,
  kind: 'updateConfig',
  // docs/rules.md "Change requests": a rule forcing every player needs a second person (the contract's rule)
  approval: {
    add: updateSaveNeedsApproval,
    edit: updateSaveNeedsApproval,
    enable: (r) => updateEnableNeedsApproval({ id: r.id }, r),
  },
  texts: STATUS_TEXTS,
  calls: {
    page: pageUpdateConfig,
    get: getUpdateConfig,
    add: addUpdateConfig,
    edit: editUpdateConfig,
    remove: deleteUpdateConfig,
    enable: enableUpdateConfig,
    disable: disableUpdateConfig,
  },
};
