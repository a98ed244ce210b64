import type { CallOptions, CreateOptions } from '@/request';
import type { CrudService } from '@/components/CrudTable';
import type { HistoryKind } from '@/components/History';
import type { IdCall } from '@/hooks/useSetStatus';
import type { StatusTexts } from './useStatusLinks';
import type { Envelope } from '@/request/errors';
import type { ApprovalRule } from '@/components/RecordEditorPage/useRecordEditor';

/**
 * What a screen of rules (records enabled and disabled, kept with a configuration history) tells RuleList and
 * RuleEditor about itself; `R` its records, `P` what its add and edit calls take.
 */
export interface RuleScreen<R, P> {
  /** DOM ids: `<idPrefix>-table`, `-edit-<id>`, `-disable-<id>`, `-enable-<id>`, `-create`, and the editor's */
  idPrefix: string;
  /** the list's route path: its authority keys (`action(path, 'op')`), the history's read key, where the editor goes back to */
  path: string;
  /** the create page; an edit opens it with `?id=` */
  createPath: string;
  /** the records' kind in the configuration history */
  kind: HistoryKind;
  /**
   * which saves are risky changes (the contract's `approval` on the add and edit calls): they ask a reason, may be
   * queued for a second person's approval, and the list marks a rule with a change waiting (docs/rules.md "Change
   * requests in the console")
   */
  approval?: {
    add?: ApprovalRule<P, R>;
    edit?: ApprovalRule<P, R>;
    /** whether enabling this rule is a risky change (it asks a reason and may be queued) */
    enable?: (record: R) => boolean;
  };
  /** the enable and disable texts (message ids) */
  texts: StatusTexts;
  calls: {
    page: CrudService<R, never>['page'];
    get: (q: { id: number }) => Promise<{ data: R }>;
    /** with the page's request id (docs/rules.md "Request ids and versions") */
    add: (payload: P, options: CreateOptions) => Promise<unknown>;
    /** with the version the rule was loaded at */
    edit: (payload: P & { id: number; baseVersion: number }, options?: CallOptions) => Promise<unknown>;
    remove: (body: { id: number }) => Promise<Envelope<unknown>>;
    enable: IdCall;
    disable: IdCall;
  };
}
