import { useAccess } from '@umijs/max';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import HistoryDrawer from './HistoryDrawer';
import type { HistoryRef } from './service';

/**
 * The "History" action of a configuration record (a row or an edit page): shown to those who may open the record's
 * screen (`readKey`), with the rollback offered to those holding `editKey`; the drawer mounts only while
 * open or closing: it unmounts once closed, after giving the focus back to this link (docs/rules.md "Accessibility").
 */
export default function HistoryLink(props: {
  record: HistoryRef;
  readKey: string;
  editKey: string;
  title?: string;
  labels?: Record<string, string>;
  onRolledBack?: () => void;
  id?: string;
}) {
  const t = useText();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!can(props.readKey)) return null;
  const id = props.id ?? `history-${props.record.kind}-${props.record.recordId}`;
  return (
    <>
      <ActionLink
        id={id}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('history.open')}
      </ActionLink>
      {mounted && (
        <HistoryDrawer
          record={props.record}
          open={open}
          afterClose={() => {
            setMounted(false);
            // antd gives the focus back as the drawer closes; where nothing holds it by then (the page was busy and
            // the drawer's own focus went with it), this link takes it, as it would have
            const active = document.activeElement;
            if (!active || active === document.body || active.closest('.history-drawer')) {
              document.getElementById(id)?.focus();
            }
          }}
          title={props.title}
          labels={props.labels}
          canRollback={can(props.editKey)}
          onClose={() => setOpen(false)}
          onRolledBack={props.onRolledBack}
        />
      )}
    </>
  );
}
