import type { RuleScreen } from '@/components/RuleList';
import { SPECIAL_PATHS } from '../../paths';
import {
  addCutPay,
  type CutPayPayload,
  type CutPayRule,
  deleteCutPay,
  disableCutPay,
  editCutPay,
  enableCutPay,
  getCutPay,
  pageCutPay,
} from '../../service';

/** The switch-payment rules as a RuleList screen: the list (/special/cutPay) and its create page. */
export const CUTPAY_RULES: RuleScreen<CutPayRule, CutPayPayload> = {
  idPrefix: 'cutpay',
  path: SPECIAL_PATHS.cutPay,
  createPath: SPECIAL_PATHS.cutPayCreate,
  kind: 'cutPay',
  // a new rule and an edit change what players pay with: a second person approves them (docs/rules.md "Change requests")
  approval: { add: true, edit: true },
  texts: {
    enable: 'pages.special.cutPay.enable',
    disable: 'pages.special.cutPay.disable',
    disableConfirm: 'pages.special.cutPay.disable.confirm',
    enabled: 'pages.special.cutPay.enabled',
    disabled: 'pages.special.cutPay.disabled',
  },
  calls: {
    page: pageCutPay,
    get: getCutPay,
    add: addCutPay,
    edit: editCutPay,
    remove: deleteCutPay,
    enable: enableCutPay,
    disable: disableCutPay,
  },
};
