import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Form, message } from 'antd';
import { useRef } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useText } from './index';

/**
 * The create/edit page of a record (`<list>/create`; `?id=` edits one): reads the record into the form, saves once
 * however often the button is pressed, says so and goes back to the list. A refused save keeps the form as typed
 * (the request layer has shown why, e.g. an overlap naming the other rule). The page draws with what it returns.
 */
export function useRecordEditor<V, R, P>(o: {
  listPath: string;
  get: (q: { id: number }) => Promise<{ data: R }>;
  add: (payload: P) => Promise<unknown>;
  edit: (payload: P & { id: number }) => Promise<unknown>;
  toForm: (record: R) => V;
  toPayload: (values: V) => P;
}) {
  const t = useText();
  const { query } = usePaneLocation();
  const id = Number(query.get('id')) || undefined;
  const [form] = Form.useForm<V>();
  const saving = useRef(false);
  const back = () => history.push(o.listPath);
  const { data: record, error } = useRequest(async () => (await o.get({ id: id as number })).data, {
    ready: Boolean(id),
    onSuccess: (r) => form.setFieldsValue(o.toForm(r) as Parameters<typeof form.setFieldsValue>[0]),
  });

  const save = async (values: V) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const payload = o.toPayload(values);
      if (id) await o.edit({ ...payload, id });
      else await o.add(payload);
      message.success(t(id ? 'crud.saved' : 'crud.created'));
      back();
      return true;
    } catch {
      return false;
    } finally {
      saving.current = false;
    }
  };

  return { id, form, record, error, loading: Boolean(id) && !record, save, back };
}
