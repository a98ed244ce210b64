import { FooterToolbar } from '@ant-design/pro-components';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Button, message, notification, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useAuthorized } from '@/components/Authorized';
import type { RootState } from '@/models/types';
import { disablePerson, enablePerson } from '@/pages/access/service';
import { BizError } from '@/request';

/**
 * Batch enable/disable for the people selected in the table. The selection is the people model's pendingList
 * (spec §4: added without duplicates, removed one by one): each person is changed in turn; those done leave the
 * list, those refused stay selected and the reasons are shown together once.
 */
export default function BatchBar(props: { onDone: () => void; label?: (id: number) => string }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useDispatch();
  const can = useAuthorized();
  const pending = useSelector((s: RootState) => s.people.pendingList);
  const [running, setRunning] = useState<'enable' | 'disable'>();

  const run = async (action: 'enable' | 'disable') => {
    if (running) return;
    setRunning(action);
    const call = action === 'enable' ? enablePerson : disablePerson;
    const failures: string[] = [];
    let ok = 0;
    for (const id of [...pending]) {
      try {
        await call({ id }, { skipErrorHandler: true });
        ok += 1;
        dispatch({ type: 'people/removePending', payload: id });
      } catch (e) {
        failures.push(`${props.label?.(id) || `#${id}`}: ${e instanceof BizError ? e.info.errorMessage : String(e)}`);
      }
    }
    setRunning(undefined);
    const summary = f('pages.access.people.batch.done', { ok, failed: failures.length });
    if (failures.length) {
      notification.warning({ message: summary, description: <div style={{ whiteSpace: 'pre-line' }}>{failures.join('\n')}</div> });
    } else {
      message.success(summary);
    }
    props.onDone();
  };

  if (!pending.length) return null;
  return (
    <FooterToolbar
      portalDom={false}
      extra={<span id="people-batch-count">{f('pages.access.people.batch.selected', { n: pending.length })}</span>}
    >
      <Space>
        <Button id="people-batch-clear" onClick={() => dispatch({ type: 'people/clearPending' })}>
          {f('pages.access.people.batch.clear')}
        </Button>
        {can('/access/people:edit') && (
          <>
            <Button id="people-batch-enable" loading={running === 'enable'} disabled={Boolean(running)} onClick={() => run('enable')}>
              {f('pages.access.people.batch.enable')}
            </Button>
            <Popconfirm
              title={f('pages.access.people.disable.confirm', { name: f('pages.access.people.batch.selected', { n: pending.length }) })}
              onConfirm={() => run('disable')}
            >
              <Button id="people-batch-disable" danger loading={running === 'disable'} disabled={Boolean(running)}>
                {f('pages.access.people.batch.disable')}
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </FooterToolbar>
  );
}
