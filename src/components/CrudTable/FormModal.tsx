import { ModalForm, type ProFormInstance } from '@ant-design/pro-components';
import { Button } from 'antd';
import { type ReactNode, useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import { columnLabels } from '@/components/History/labels';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { type FormValues, staleOf } from '@/utils/rebase';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import type { CallOptions, CreateOptions } from '@/request';
import type { Envelope } from '@/request/errors';
import { useSavedNotice } from '@/components/ChangeRequest';

/**
 * CrudTable's create and edit dialog (docs/rules.md "Request ids and versions"): a create carries the dialog's
 * request id (a new one each time it opens), so a retry or a second click creates one record; an edit carries the
 * version of the row it opened from, and a stale refusal stays in the dialog with the difference from the latest
 * version and a re-apply. A failed save keeps the form as typed; the submit button is busy while saving.
 */
export default function CrudFormModal<T extends Record<string, unknown>, P>(props: {
  /** the table's id: `<table>-add`, `<table>-edit-<key>`, `<table>-stale-<key>` */
  table: string;
  rowKey: keyof T & string;
  record?: T;
  width: number;
  columns: ReadonlyArray<{ title?: unknown; dataIndex?: unknown }>;
  formFields?: (record?: T) => ReactNode;
  toForm?: (record: T) => Record<string, unknown>;
  toPayload?: (values: Record<string, unknown>, record?: T) => P;
  add?: (payload: P, options: CreateOptions) => Promise<Envelope<unknown>>;
  edit?: (payload: P & { baseVersion: number }, options?: CallOptions) => Promise<Envelope<unknown>>;
  /** reads the list again (after a save, or after a stale refusal once the dialog closes) */
  reload: () => void;
}) {
  const t = useText();
  const { record, rowKey } = props;
  const formRef = useRef<ProFormInstance>();
  const requestId = useRequestId();
  const saved = useSavedNotice();
  const toForm = (r: T) => (props.toForm ? props.toForm(r) : r) as FormValues;
  const versions = useVersionedSave<T>({ form: () => formRef.current, record, toForm });
  // a stale refusal left the row behind the latest version: the list reads it again once the dialog closes (not
  // while it is open: the dialog's base would change under the operator)
  const staleRow = useRef(false);
  const key = record ? String(record[rowKey]) : '';

  const submit = async (values: Record<string, unknown>) => {
    const base = versions.base ?? record;
    const payload = props.toPayload
      ? props.toPayload(values, base)
      : ({ ...values, ...(base ? { [rowKey]: base[rowKey] } : {}) } as P);
    try {
      let answer: unknown;
      if (record && props.edit) {
        const edit = props.edit;
        answer = await versions.save((baseVersion) =>
          edit({ ...payload, baseVersion: baseVersion as number }, { handles: versions.handles }),
        );
      } else if (!record && props.add) {
        const add = props.add;
        answer = await requestId.run((id) => add(payload, { requestId: id }));
      } else return false;
      // a risky change (docs/rules.md "Change requests") may be queued for a second person instead of saved
      saved(answer, t(record ? 'crud.saved' : 'crud.created'));
      staleRow.current = false;
      props.reload();
      return true;
    } catch (e) {
      // the request layer (or the stale notice below) has shown why; the form stays open with what was typed
      if (staleOf(e)) staleRow.current = true;
      return false;
    }
  };

  return (
    <ModalForm<Record<string, unknown>>
      formRef={formRef}
      title={t(record ? 'crud.edit' : 'crud.add')}
      width={props.width}
      layout="vertical"
      initialValues={record ? toForm(record) : undefined}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      onOpenChange={(open) => {
        if (!open) {
          if (staleRow.current) props.reload();
          staleRow.current = false;
          return;
        }
        requestId.renew();
        versions.reset();
      }}
      trigger={
        record ? (
          <ActionLink id={`${props.table}-edit-${key}`}>{t('crud.edit')}</ActionLink>
        ) : (
          <Button type="primary" id={`${props.table}-add`}>
            {t('crud.add')}
          </Button>
        )
      }
      onFinish={submit}
    >
      {versions.conflict && (
        <StaleSaveNotice
          id={`${props.table}-stale-${key}`}
          conflict={versions.conflict}
          changes={versions.changes}
          labels={columnLabels(props.columns)}
          onReapply={versions.reapply}
        />
      )}
      {props.formFields?.(record)}
    </ModalForm>
  );
}
