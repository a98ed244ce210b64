import { Alert, Button, Space, Tag } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useText } from '@/hooks';
import DiffView from './DiffView';
import type { ChangedBy, StaleChange, StaleInfo } from '@/utils/rebase';

const BY_COLOR: Record<ChangedBy, string> = { theirs: 'orange', mine: 'blue', both: 'red' };

/** The labels of a form's fields by field name, as the form draws them (antd labels point at the field's name). */
export function formLabels(form: Element | null): Record<string, string> {
  const out: Record<string, string> = {};
  form?.querySelectorAll('.ant-form-item-label label[for]').forEach((label) => {
    const name = label.getAttribute('for');
    const text = (label.getAttribute('title') || label.textContent || '').trim();
    if (name && text) out[name] = text;
  });
  return out;
}

/**
 * Shown in a form whose save was refused as stale (docs/rules.md "Request ids and versions"): who saved in between and
 * when (the backend's message, its time in the business zone), the difference between the latest version and what the
 * operator typed (the history's DiffView, each field saying who changed it), and the button that re-applies the
 * operator's changes on the latest version. The form above keeps what was typed.
 */
export default function StaleSaveNotice(props: {
  /** `<id>`, `<id>-diff`, `<id>-reapply` */
  id: string;
  conflict: StaleInfo<unknown>;
  changes: StaleChange[];
  labels?: Record<string, string>;
  onReapply: () => void;
}) {
  const t = useText();
  const { conflict } = props;
  const own = useRef<HTMLDivElement>(null);
  // the form it sits in names its fields; a screen's own labels win
  const [drawn, setDrawn] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    setDrawn(formLabels(own.current?.closest('form') ?? null));
  }, []);
  const notes = Object.fromEntries(
    props.changes.map((c) => [
      c.path,
      <Tag key={c.path} color={BY_COLOR[c.by]} className={`stale-by-${c.by}`}>
        {t(`history.stale.by.${c.by}`)}
      </Tag>,
    ]),
  );
  return (
    <div ref={own}>
      <Alert
        id={props.id}
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-version={conflict.recordVersion}
        message={conflict.message}
        description={
          <Space direction="vertical" style={{ width: '100%' }}>
            <DiffView
              id={`${props.id}-diff`}
              changes={props.changes}
              labels={{ ...drawn, ...props.labels }}
              titles={{
                before: t('history.stale.before', { version: conflict.recordVersion }),
                after: t('history.stale.after'),
              }}
              notes={notes}
            />
            <Button type="primary" id={`${props.id}-reapply`} onClick={props.onReapply}>
              {t('history.stale.reapply')}
            </Button>
            <span>{t('history.stale.reapplyHelp')}</span>
          </Space>
        }
      />
    </div>
  );
}
