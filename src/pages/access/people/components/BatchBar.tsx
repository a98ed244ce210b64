import { FooterToolbar } from '@ant-design/pro-components';
import { useAccess, useDispatch, useSelector } from '@umijs/max';
import { Button, message, notification, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { RootState } from '@/models/types';
import { disablePerson, enablePerson } from '../../service';
import { BizError } from '@/request';
import { useText } from '@/hooks';
import { ACCESS_PATHS } from '../../paths';
import { action } from '@/utils/action';

/**
 * Batch enable/disable for the people selected in the table. The selection is the people model's pendingList
 * (docs/rules.md "Client state": added without duplicates, removed one by one): each person is changed in turn; those
 * done leave the
 * list, those refused stay selected and the reasons are shown together once.
 */
export default function BatchBar(props: { onDone: () => void; label?: (id: number) => string }) {
  const t = useText();
  const dispatch = useDispatch();
  const { can } = useAccess();
  const pending = useSelector((s: RootState) => s.people.pendingList);
  const [running, setRunning] = useState<'enable' | 'disable'>();

  const run = async (op: 'enable' | 'disable') => {
    if (running) return;
    setRunning(op);
    const call = op === 'enable' ? enablePerson : disablePerson;
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
    const summary = t('pages.access.people.batch.done', { ok, failed: failures.length });
    if (failures.length) {
      notification.warning({
        message: summary,
        description: <div style={{ whiteSpace: 'pre-line' }}>{failures.join('\n')}</div>,
      });
    } else {
      message.success(summary);
    }
    props.onDone();
  };

  if (!pending.length) return null;
  return (
    <FooterToolbar
      portalDom={false}
      extra={<span id="people-batch-count">{t('pages.access.people.batch.selected', { n: pending.length })}</span>}
    >
      <Space>
        <Button id="people-batch-clear" onClick={() => dispatch({ type: 'people/clearPending' })}>
          {t('pages.access.people.batch.clear')}
        </Button>
        {can(action(ACCESS_PATHS.people, 'edit')) && (
          <>
            <Button
              id="people-batch-enable"
              loading={running === 'enable'}
              disabled={Boolean(running)}
              onClick={() => run('enable')}
            >
              {t('pages.access.people.batch.enable')}
            </Button>
            <Popconfirm
              title={t('pages.access.people.disable.confirm', {
                name: t('pages.access.people.batch.selected', { n: pending.length }),
              })}
              onConfirm={() => run('disable')}
            >
              <Button id="people-batch-disable" danger loading={running === 'disable'} disabled={Boolean(running)}>
                {t('pages.access.people.batch.disable')}
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </FooterToolbar>
  );
}
