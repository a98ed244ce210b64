import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Switch, Table, Tag, Typography, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useText } from '@/hooks';
import { type BanImportPreview, type BanImportRow, importBans, previewBanImport } from '@/pages/operate/bansService';

/**
 * Ban CSV import: the operator picks a file, the backend checks every row and the drawer shows each one (valid, a
 * duplicate of a ban in force, an unknown target, or each bad value by column). Nothing is saved until the operator
 * imports; then the backend checks the file again and creates the valid rows only (the others are skipped).
 */
const KIND_COLOR = { valid: 'success', duplicate: 'warning', unknownTarget: 'orange', invalid: 'error' } as const;

export default function ImportDrawer(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const t = useText();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [preview, setPreview] = useState<BanImportPreview>();
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(false);

  const check = async (name: string, text: string) => {
    setFile({ name, text });
    setPreview(undefined);
    setChecking(true);
    try {
      setPreview((await previewBanImport({ csv: text })).data);
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
    props.onClose();
  };

  const runImport = async () => {
    if (!file || importing) return;
    setImporting(true);
    try {
      const res = await importBans({ csv: file.text });
      message.success(t('pages.operate.stopConfig.import.done', { n: res.data.created, skipped: res.data.skipped }));
      props.onImported();
      close();
    } catch {
      // shown by the request layer; nothing was saved
    } finally {
      setImporting(false);
    }
  };

  const ready = Boolean(preview && preview.validCount > 0 && preview.fileErrors.length === 0);
  const errorColumns = (r: BanImportRow) => new Set(r.errors.map((e) => e.column));
  const columns: ColumnsType<BanImportRow> = [
    { title: t('pages.operate.stopConfig.import.row'), dataIndex: 'row', width: 70, fixed: 'left' },
    {
      title: t('pages.operate.stopConfig.import.result'),
      key: 'kind',
      width: 110,
      render: (_, r) => <Tag color={KIND_COLOR[r.kind]}>{t(`pages.operate.stopConfig.import.kind.${r.kind}`)}</Tag>,
    },
    ...(preview?.columns ?? []).map((c) => ({
      title: c,
      key: `col-${c}`,
      render: (_: unknown, r: BanImportRow) => (
        <Typography.Text type={errorColumns(r).has(c) ? 'danger' : undefined} strong={errorColumns(r).has(c)}>
          {r.values[c] ?? ''}
        </Typography.Text>
      ),
    })),
    {
      title: t('pages.operate.stopConfig.import.problems'),
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
      width={1000}
      title={t('pages.operate.stopConfig.import.title')}
      destroyOnClose
      extra={
        <Button type="primary" id="ban-import-submit" disabled={!ready} loading={importing} onClick={runImport}>
          {t('pages.operate.stopConfig.import.submit', { n: preview?.validCount ?? 0 })}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Alert
          type="info"
          showIcon
          message={t('pages.operate.stopConfig.import.format')}
          description={t('pages.operate.stopConfig.import.formatDetail')}
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
            <Button icon={<UploadOutlined />} id="ban-import-choose" loading={checking}>
              {t(file ? 'pages.operate.stopConfig.import.chooseAgain' : 'pages.operate.stopConfig.import.choose')}
            </Button>
          </Upload>
          {file && <Typography.Text id="ban-import-file">{file.name}</Typography.Text>}
        </Space>
        {preview && (
          <>
            <Alert
              id="ban-import-summary"
              type={preview.fileErrors.length > 0 ? 'error' : preview.invalidCount > 0 ? 'warning' : 'success'}
              showIcon
              message={t('pages.operate.stopConfig.import.summary', {
                valid: preview.validCount,
                invalid: preview.invalidCount,
              })}
              description={
                preview.fileErrors.length > 0 ? (
                  <ul id="ban-import-file-errors" style={{ margin: 0, paddingLeft: 20 }}>
                    {preview.fileErrors.map((e) => (
                      <li key={`${e.column}-${e.code}`}>{e.message}</li>
                    ))}
                  </ul>
                ) : preview.invalidCount > 0 ? (
                  t('pages.operate.stopConfig.import.partial')
                ) : undefined
              }
            />
            <Space>
              <Switch size="small" checked={onlyProblems} onChange={setOnlyProblems} id="ban-import-only-problems" />
              <span>{t('pages.operate.stopConfig.import.onlyProblems')}</span>
            </Space>
            <Table<BanImportRow>
              id="ban-import-rows"
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              pagination={{ defaultPageSize: 20, showSizeChanger: true }}
              onRow={(r) => ({ id: `ban-import-row-${r.row}` })}
            />
          </>
        )}
      </Space>
    </Drawer>
  );
}
