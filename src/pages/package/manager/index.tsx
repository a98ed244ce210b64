import { AndroidOutlined, AppleOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { formatBytes } from '@/components/UploadField';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { deleteBasePackage, pageBasePackages, type BasePackage, type ReviewStatus } from '../service';
import type { PageQuery } from '@/services/types';
import { ReviewBadge } from '../components/badges';
import { useText } from '@/hooks';
import { canReview } from '../components/taskRules';
import ReviewModal, { type ReviewMode } from './components/ReviewModal';
import UploadDrawer from './components/UploadDrawer';
import { PACKAGE_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /package/manager: the game's base packages. Upload (one signed multipart form with a progress bar), review
 * (approve / reject with a comment), delete (refused by the backend while tasks of it are queued or running), and
 * from an approved package straight to a new packaging batch.
 */
const REVIEW: ReviewStatus[] = ['pending', 'approved', 'rejected'];

/** The keyword filter is called `search` in the form: the table adapter keeps `keyword` for its own toolbar. */
const page = ({ search, ...q }: PageQuery) =>
  pageBasePackages({ ...q, keyword: typeof search === 'string' ? search : undefined });

export default function ManagerPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  useReloadOnReturn(() => actionRef.current?.reload());
  const [uploading, setUploading] = useState(false);
  const [review, setReview] = useState<{ record: BasePackage; mode: ReviewMode }>();

  const columns: ProColumns<BasePackage>[] = [
    { title: t('pages.package.manager.search'), dataIndex: 'search', hideInTable: true, hideInDescriptions: true },
    {
      title: t('pages.package.manager.icon'),
      dataIndex: 'icon',
      hideInSearch: true,
      width: 64,
      renderText: (v: unknown) => (v ? 'png' : ''),
      render: (_, b) =>
        b.icon ? (
          <img
            src={b.icon}
            alt={t('pages.package.manager.icon')}
            width={36}
            height={36}
            style={{ borderRadius: 8, objectFit: 'cover', border: '1px solid #f0f0f0' }}
          />
        ) : (
          <Tooltip title={t('pages.package.manager.icon.none')}>
            <span
              style={{
                display: 'inline-flex',
                width: 36,
                height: 36,
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 8,
                background: '#fafafa',
                color: '#bfbfbf',
                fontSize: 18,
              }}
            >
              {b.platform === 'iOS' ? <AppleOutlined /> : <AndroidOutlined />}
            </span>
          </Tooltip>
        ),
    },
    {
      title: t('pages.package.manager.name'),
      dataIndex: 'name',
      hideInSearch: true,
      render: (_, b) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{b.name}</Typography.Text>
          {b.packageName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {b.packageName}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('pages.package.manager.version'),
      dataIndex: 'version',
      hideInSearch: true,
      render: (_, b) => (
        <span id={`manager-version-${b.id}`}>
          {b.version}
          {b.versionCode ? <Typography.Text type="secondary"> ({b.versionCode})</Typography.Text> : null}
        </span>
      ),
    },
    {
      title: t('pages.package.manager.platform'),
      dataIndex: 'platform',
      valueType: 'select',
      valueEnum: { Android: { text: 'Android' }, iOS: { text: 'iOS' } },
      render: (_, b) => <Tag icon={b.platform === 'iOS' ? <AppleOutlined /> : <AndroidOutlined />}>{b.platform}</Tag>,
    },
    {
      title: t('pages.package.manager.file'),
      dataIndex: 'fileName',
      hideInSearch: true,
      render: (_, b) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{b.fileName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatBytes(b.fileSize)}
            {b.signKeyAlias ? ` · ${t('pages.package.manager.signKey')} ${b.signKeyAlias}` : ''}
            {b.plistName ? ` · ${b.plistName}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('pages.package.manager.fileSize'),
      dataIndex: 'fileSize',
      hideInSearch: true,
      hideInTable: true,
      renderText: (v: unknown) => formatBytes(Number(v)),
    },
    {
      title: t('pages.package.manager.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(REVIEW.map((s) => [s, { text: t(`pages.package.review.${s}`) }])),
      render: (_, b) => (
        <Space direction="vertical" size={0}>
          <ReviewBadge status={b.status} id={`manager-status-${b.id}`} />
          {b.status !== 'pending' && (b.reviewer || b.reviewComment) ? (
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12, maxWidth: 220 }}
              ellipsis={{ tooltip: b.reviewComment }}
            >
              {b.reviewer}
              {b.reviewComment ? `：${b.reviewComment}` : ''}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('pages.package.manager.reviewComment'),
      dataIndex: 'reviewComment',
      hideInSearch: true,
      hideInTable: true,
    },
    {
      title: t('pages.package.manager.reviewedAt'),
      dataIndex: 'reviewedAt',
      valueType: 'dateTime',
      hideInSearch: true,
      hideInTable: true,
    },
    { title: t('pages.package.manager.notes'), dataIndex: 'notes', hideInSearch: true, ellipsis: true, width: 180 },
    { title: t('pages.package.manager.taskCount'), dataIndex: 'taskCount', hideInSearch: true, width: 90 },
    { title: t('pages.package.manager.uploader'), dataIndex: 'uploader', hideInSearch: true },
    { title: t('pages.package.manager.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<BasePackage>
        id="manager-table"
        headerTitle={t('pages.package.manager.title')}
        actionRef={actionRef}
        columns={columns}
        service={{ page, remove: (b) => deleteBasePackage(b.id) }}
        authority={{ remove: action(PACKAGE_PATHS.manager, 'delete'), export: action(PACKAGE_PATHS.manager, 'export') }}
        exportName={t('pages.package.manager.exportName')}
        toolbar={() =>
          can(action(PACKAGE_PATHS.manager, 'add'))
            ? [
                <Button
                  key="upload"
                  type="primary"
                  id="manager-upload"
                  icon={<UploadOutlined />}
                  onClick={() => setUploading(true)}
                >
                  {t('pages.package.manager.upload')}
                </Button>,
              ]
            : []
        }
        rowActions={(b) => [
          canReview(b.status) && can(action(PACKAGE_PATHS.manager, 'edit')) ? (
            <ActionLink
              key="approve"
              id={`manager-approve-${b.id}`}
              onClick={() => setReview({ record: b, mode: 'approve' })}
            >
              {t('pages.package.manager.approve')}
            </ActionLink>
          ) : null,
          canReview(b.status) && can(action(PACKAGE_PATHS.manager, 'edit')) ? (
            <ActionLink
              key="reject"
              id={`manager-reject-${b.id}`}
              danger
              onClick={() => setReview({ record: b, mode: 'reject' })}
            >
              {t('pages.package.manager.reject')}
            </ActionLink>
          ) : null,
          b.status === 'approved' && can(action(PACKAGE_PATHS.task, 'add')) ? (
            <ActionLink
              key="build"
              id={`manager-build-${b.id}`}
              onClick={() => history.push(`${PACKAGE_PATHS.task}?create=${b.id}`)}
            >
              {t('pages.package.manager.build')}
            </ActionLink>
          ) : null,
        ]}
      />
      <UploadDrawer
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => actionRef.current?.reload()}
      />
      <ReviewModal
        target={review}
        onClose={() => setReview(undefined)}
        onDone={() => {
          setReview(undefined);
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
