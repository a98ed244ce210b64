import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Switch, Table, Tag, Typography, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useText } from '@/hooks';
import { importBillingPoints, previewBillingImport, type ImportPreview, type ImportRow } from '@/pages/pay/service';

/**
 * Billing-point CSV import: the operator picks a file, the backend checks every row and the drawer shows each one
 * (valid, or each problem by column); nothing is saved until every row is valid and the operator imports. To fix a
 * file, edit it and pick it again (the preview runs again). The import checks the file again and saves all or none.
 */
export default function ImportDrawer(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const t = useText();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [onlyInvalid, setOnlyInvalid] = useState(false);

  const check = async (name: string, text: string) => {
    setFile({ name, text });
    setPreview(undefined);
    setChecking(true);
    try {
      setPreview((await previewBillingImport({ csv: text })).data);
    } catch {
      // shown by the request layer
    } finally {
      setChecking(false);
    }
  };

  const close = () => {
    setFile(undefined);
    setPreview(undefined);
    setOnlyInvalid(false);
    props.onClose();
  };

  const runImport = async () => {
    if (!file || importing) return;
    setImporting(true);
    try {
      const res = await importBillingPoints({ csv: file.text });
      message.success(t('pages.pay.import.done', { n: res.data.imported }));
      props.onImported();
      close();
    } catch {
      // shown by the request layer; nothing was saved
    } finally {
      setImporting(false);
    }
  };

  const ready = Boolean(preview && preview.invalidCount === 0 && preview.fileErrors.length === 0);
  const errorColumns = (r: ImportRow) => new Set(r.errors.map((e) => e.column));
  const columns: ColumnsType<ImportRow> = [
    { title: t('pages.pay.import.row'), dataIndex: 'row', width: 70, fixed: 'left' },
    {
      title: t('pages.pay.import.result'),
      key: 'result',
      width: 90,
      render: (_, r) =>
        r.errors.length === 0 ? (
          <Tag color="success">{t('pages.pay.import.valid')}</Tag>
        ) : (
          <Tag color="error">{t('pages.pay.import.invalid')}</Tag>
        ),
    },
    ...(preview?.columns ?? []).map((c) => ({
      title: c,
      key: `col-${c}`,
      render: (_: unknown, r: ImportRow) => (
        <Typography.Text type={errorColumns(r).has(c) ? 'danger' : undefined} strong={errorColumns(r).has(c)}>
          {r.values[c] ?? ''}
        </Typography.Text>
      ),
    })),
    {
      title: t('pages.pay.import.problems'),
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
  const rows = (preview?.rows ?? []).filter((r) => !onlyInvalid || r.errors.length > 0);

  return (
    <Drawer
      open={props.open}
      onClose={close}
      width={960}
      title={t('pages.pay.import.title')}
      destroyOnClose
      extra={
        <Button type="primary" id="billing-import-submit" disabled={!ready} loading={importing} onClick={runImport}>
          {t('pages.pay.import.submit', { n: preview?.validCount ?? 0 })}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Alert
          type="info"
          showIcon
          message={t('pages.pay.import.format')}
          description={t('pages.pay.import.formatDetail')}
        />
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
            <Button icon={<UploadOutlined />} id="billing-import-choose" loading={checking}>
              {t(file ? 'pages.pay.import.chooseAgain' : 'pages.pay.import.choose')}
            </Button>
          </Upload>
          {file && <Typography.Text id="billing-import-file">{file.name}</Typography.Text>}
        </Space>
        {preview && (
          <>
            <Alert
              id="billing-import-summary"
              type={ready ? 'success' : 'error'}
              showIcon
              message={
                ready
                  ? t('pages.pay.import.allValid', { n: preview.validCount })
                  : t('pages.pay.import.someInvalid', {
                      valid: preview.validCount,
                      invalid: preview.invalidCount,
                    })
              }
              description={
                preview.fileErrors.length > 0 ? (
                  <ul id="billing-import-file-errors" style={{ margin: 0, paddingLeft: 20 }}>
                    {preview.fileErrors.map((e) => (
                      <li key={`${e.column}-${e.code}`}>{e.message}</li>
                    ))}
                  </ul>
                ) : undefined
              }
            />
            <Space>
              <Switch size="small" checked={onlyInvalid} onChange={setOnlyInvalid} id="billing-import-only-invalid" />
              <span>{t('pages.pay.import.onlyInvalid')}</span>
            </Space>
            <Table<ImportRow>
              id="billing-import-rows"
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              pagination={{ defaultPageSize: 20, showSizeChanger: true }}
              onRow={(r) => ({ id: `billing-import-row-${r.row}` })}
            />
          </>
        )}
      </Space>
    </Drawer>
  );
}
