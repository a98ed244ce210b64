import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Form, Space, Switch, Table, Typography, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useRef, useState } from 'react';
import { ApprovalFields, approvalOf, useQueuedNotice } from '@/components/ChangeRequest';
import { useRequestId } from '@/hooks/useRequestId';
import type { QueuedChange } from '@/services/changeRequests';

/** One problem of a row (or of the whole file when `column` is empty), as the backend's import preview states it. */
export interface ImportProblem {
  column?: string;
  code: string;
  message: string;
}

/** One row of an import preview: its line number in the file, its values by header, its problems. */
export interface ImportPreviewRow {
  row: number;
  values: Record<string, string>;
  errors: ImportProblem[];
}

/** The backend's answer to "check this file": the file's headers, every row, counts, and problems of the file itself. */
export interface ImportPreviewOf<R extends ImportPreviewRow> {
  columns: string[];
  rows: R[];
  validCount: number;
  invalidCount: number;
  fileErrors: ImportProblem[];
}

/** A risky import's reason and emergency choice, as the call's payload part (docs/rules.md "Change requests"). */
export type ImportApproval = ReturnType<typeof approvalOf>;

/** What differs between two imports: the words, the ids, the calls, and when an import may run. */
type RowOf<P extends ImportPreviewOf<ImportPreviewRow>> = P['rows'][number];

export interface CsvImportDrawerProps<P extends ImportPreviewOf<ImportPreviewRow>> {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  /** prefix of the element ids tests and people's scripts find: `<idPrefix>-choose`, `-summary`, `-row-<n>` … */
  idPrefix: string;
  width?: number;
  /** asks the backend to check the file; nothing is saved */
  preview: (csv: string) => Promise<P>;
  /**
   * imports the file as previewed (the backend checks it again; an import bound to its preview passes the preview's
   * token from `preview`); answers the success message to show, or the change request the backend queued the import
   * as (`queuedOf`), which the drawer closes with the queued notice. `requestId`: one per file checked, so a retry or
   * a second click imports once (docs/rules.md "Request ids and versions"). `approval`: the reason and emergency
   * choice, when `approval` says the file needs them
   */
  commit: (csv: string, preview: P, requestId: string, approval?: ImportApproval) => Promise<string | QueuedChange>;
  /**
   * whether importing this file is a risky change, by the contract's rule on the call's body (docs/rules.md "Change
   * requests"): the drawer then asks the required reason and, for a holder of the emergency grant, the emergency choice
   */
  approval?: (csv: string) => boolean;
  /** whether the import button is enabled for this preview */
  ready: (preview: P) => boolean;
  /** the summary line above the rows: its kind and message, and an optional detail under the file's problems */
  summary: (
    preview: P,
    ready: boolean,
  ) => { type: 'success' | 'warning' | 'error'; message: string; detail?: ReactNode };
  /** the row's result tag (valid, or why not) */
  resultTag: (row: RowOf<P>) => ReactNode;
  texts: {
    title: string;
    format: string;
    formatDetail: string;
    choose: string;
    chooseAgain: string;
    row: string;
    result: string;
    problems: string;
    onlyProblems: string;
    submit: (validCount: number) => string;
  };
}

/**
 * A CSV import in a drawer: the operator picks a file, the backend checks every row and the drawer shows each one
 * (its values, the bad ones in red, and each problem by column); nothing is saved until the operator imports. To fix
 * a file, edit it and pick it again (the preview runs again). When the import is refused, the drawer checks the file
 * again, so the rows show what an import would do now. A file that makes the import a risky change (`approval`)
 * is imported with a reason, or queued for approval. Used by the billing points and the bans.
 */
export default function CsvImportDrawer<P extends ImportPreviewOf<ImportPreviewRow>>(props: CsvImportDrawerProps<P>) {
  type R = RowOf<P>;
  const { texts, idPrefix } = props;
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [preview, setPreview] = useState<P>();
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(false);
  // what opened the drawer, noted as it opens (before the drawer takes the focus), to give the focus back to as the
  // operator closes it, not after the drawer's closing animation (docs/rules.md "Accessibility")
  const opener = useRef<{ open: boolean; element: HTMLElement | null }>({ open: false, element: null });
  if (props.open !== opener.current.open) {
    opener.current = {
      open: props.open,
      element: props.open && document.activeElement instanceof HTMLElement ? document.activeElement : null,
    };
  }
  const requestId = useRequestId();
  const [approvalForm] = Form.useForm();
  const notifyQueued = useQueuedNotice();
  const gated = Boolean(file && props.approval?.(file.text));

  const check = async (name: string, text: string) => {
    setFile({ name, text });
    requestId.renew();
    setPreview(undefined);
    setChecking(true);
    try {
      setPreview(await props.preview(text));
    } catch {
      // shown by the request layer
    } finally {
      setChecking(false);
    }
  };

  const close = () => {
    setFile(undefined);
    setPreview(undefined);
    setOnlyProblems(false);
    // the reason asked for this file is not offered for the next one
    if (gated) approvalForm.resetFields();
    props.onClose();
    opener.current.element?.focus();
  };

  const runImport = async () => {
    if (!file || !preview || importing) return;
    // a risky import's reason is required (the fields say why when it is missing)
    const approval = gated ? await approvalForm.validateFields().then(approvalOf, () => undefined) : undefined;
    if (gated && !approval) return;
    setImporting(true);
    let failed = false;
    try {
      const done = await props.commit(file.text, preview, requestId.current(), approval);
      if (typeof done === 'string') message.success(done);
      else notifyQueued(done);
      props.onImported();
      close();
    } catch {
      // shown by the request layer; nothing was saved
      failed = true;
    } finally {
      setImporting(false);
    }
    // refused (the rows or what they were checked against changed since, say): show the file as it checks now
    if (failed) await check(file.name, file.text);
  };

  const ready = Boolean(preview && props.ready(preview));
  const summary = preview ? props.summary(preview, ready) : undefined;
  const errorColumns = (r: R) => new Set(r.errors.map((e) => e.column));
  const columns: ColumnsType<R> = [
    { title: texts.row, dataIndex: 'row', width: 70, fixed: 'left' },
    { title: texts.result, key: 'result', width: 110, render: (_, r) => props.resultTag(r) },
    ...(preview?.columns ?? []).map((c) => ({
      title: c,
      key: `col-${c}`,
      render: (_: unknown, r: R) => (
        <Typography.Text type={errorColumns(r).has(c) ? 'danger' : undefined} strong={errorColumns(r).has(c)}>
          {r.values[c] ?? ''}
        </Typography.Text>
      ),
    })),
    {
      title: texts.problems,
      key: 'problems',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.errors.map((e) => (
            <Typography.Text type="danger" key={`${e.column}-${e.code}`}>
              {e.column ? `${e.column}：${e.message}` : e.message}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
  ];
  const rows = (preview?.rows ?? []).filter((r) => !onlyProblems || r.errors.length > 0);

  return (
    <Drawer
      open={props.open}
      onClose={close}
      width={props.width ?? 960}
      title={texts.title}
      destroyOnClose
      extra={
        <Button type="primary" id={`${idPrefix}-submit`} disabled={!ready} loading={importing} onClick={runImport}>
          {texts.submit(preview?.validCount ?? 0)}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon message={texts.format} description={texts.formatDetail} />
        <Space wrap>
          <Upload
            accept=".csv,text/csv"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(f) => {
              f.text().then((text) => check(f.name, text));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} id={`${idPrefix}-choose`} loading={checking}>
              {file ? texts.chooseAgain : texts.choose}
            </Button>
          </Upload>
          {file && <Typography.Text id={`${idPrefix}-file`}>{file.name}</Typography.Text>}
        </Space>
        {gated && (
          // above the rows, where the operator sees it; kept while the file is checked again after a refusal, so
          // the reason typed stays
          <Form form={approvalForm} layout="vertical" id={`${idPrefix}-approval`} style={{ maxWidth: 640 }}>
            <ApprovalFields idPrefix={idPrefix} />
          </Form>
        )}
        {preview && summary && (
          <>
            <Alert
              id={`${idPrefix}-summary`}
              type={summary.type}
              showIcon
              message={summary.message}
              description={
                preview.fileErrors.length > 0 ? (
                  <ul id={`${idPrefix}-file-errors`} style={{ margin: 0, paddingLeft: 20 }}>
                    {preview.fileErrors.map((e) => (
                      <li key={`${e.column}-${e.code}`}>{e.message}</li>
                    ))}
                  </ul>
                ) : (
                  summary.detail
                )
              }
            />
            <Space>
              <Switch size="small" checked={onlyProblems} onChange={setOnlyProblems} id={`${idPrefix}-only-problems`} />
              {/* names the switch (a button) and toggles it when clicked */}
              <label htmlFor={`${idPrefix}-only-problems`}>{texts.onlyProblems}</label>
            </Space>
            <Table<R>
              id={`${idPrefix}-rows`}
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              pagination={{ defaultPageSize: 20, showSizeChanger: true }}
              onRow={(r) => ({ id: `${idPrefix}-row-${r.row}` })}
            />
          </>
        )}
      </Space>
    </Drawer>
  );
}
