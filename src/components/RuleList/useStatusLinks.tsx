import { history, useAccess } from '@umijs/max';
import { Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import ActionLink from '@/components/ActionLink';
import { ReasonModal } from '@/components/ChangeRequest';
import { useText } from '@/hooks';
import { type IdCall, useSetStatus } from '@/hooks/useSetStatus';

/** The texts (message ids) of a list's enable and disable: links, confirmation, success messages. */
export interface StatusTexts {
  enable: string;
  disable: string;
  /** may name the row (`confirmValues`) */
  disableConfirm: string;
  enabled: string;
  disabled: string;
}

export interface StatusLinksOptions<R> {
  /** DOM ids `<idPrefix>-edit-<id>`, `<idPrefix>-disable-<id>`, `<idPrefix>-enable-<id>` */
  idPrefix: string;
  texts: StatusTexts;
  /** the authority key of the links (the screen's `action(path, 'edit')`); without it a row gets none */
  editKey: string;
  /** the create page the edit opens with `?id=`, or what the edit does with the row (a drawer, say) */
  edit: string | ((r: R) => void);
  enable: IdCall;
  disable: IdCall;
  /** after an enable or disable went through: the list reloads (and whatever else follows) */
  onDone: () => void;
  /** the row's values for the disable confirmation's text (e.g. its name) */
  confirmValues?: (r: R) => Record<string, string | number>;
  /**
   * whether enabling the row is a risky change (the contract's approval rule of its enable call): the link then asks
   * the reason (ReasonModal) and the answer may be a queued request
   */
  enableApproval?: (r: R) => boolean;
}

/**
 * The row actions of a list whose records are enabled and disabled (status 1 on): edit, then disable after a
 * confirmation or enable (one call at a time, useSetStatus). Returns the row's links, none for those not holding
 * `editKey`.
 */
export function useStatusLinks<R extends { id: number; status: unknown }>(o: StatusLinksOptions<R>) {
  const t = useText();
  const { can } = useAccess();
  const setStatus = useSetStatus(o);
  const edit = (r: R) => (typeof o.edit === 'string' ? history.push(`${o.edit}?id=${r.id}`) : o.edit(r));
  return (r: R): ReactNode[] =>
    can(o.editKey)
      ? [
          <ActionLink key="edit" id={`${o.idPrefix}-edit-${r.id}`} onClick={() => edit(r)}>
            {t('crud.edit')}
          </ActionLink>,
          r.status === 1 ? (
            <Popconfirm
              key="disable"
              title={t(o.texts.disableConfirm, o.confirmValues?.(r))}
              onConfirm={() => setStatus(r, false)}
            >
              <ActionLink id={`${o.idPrefix}-disable-${r.id}`}>{t(o.texts.disable)}</ActionLink>
            </Popconfirm>
          ) : o.enableApproval?.(r) ? (
            <ReasonModal
              key="enable"
              id={`${o.idPrefix}-enable-${r.id}-approval`}
              title={t('changeRequest.enable.title')}
              warning={t('changeRequest.enable.warning')}
              trigger={<ActionLink id={`${o.idPrefix}-enable-${r.id}`}>{t(o.texts.enable)}</ActionLink>}
              submitText={t(o.texts.enable)}
              done={t(o.texts.enabled)}
              run={(approval) => o.enable({ id: r.id, ...approval })}
              onDone={o.onDone}
            />
          ) : (
            <ActionLink key="enable" id={`${o.idPrefix}-enable-${r.id}`} onClick={() => setStatus(r, true)}>
              {t(o.texts.enable)}
            </ActionLink>
          ),
        ]
      : [];
}
