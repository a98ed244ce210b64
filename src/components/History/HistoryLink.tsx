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
  /** the record's save is a risky change (issue 34): a rollback waits for approval */
  approval?: boolean;
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
          afterClose={() => setMounted(false)}
          title={props.title}
          labels={props.labels}
          canRollback={can(props.editKey)}
          onClose={() => {
            setOpen(false);
            // the focus goes back to this link as the operator closes the drawer (docs/rules.md "Accessibility"),
            // not left to the drawer's closing animation: on a busy page that came too late or not at all
            document.getElementById(id)?.focus();
          }}
          onRolledBack={props.onRolledBack}
          approval={props.approval}
        />
      )}
    </>
  );
}
