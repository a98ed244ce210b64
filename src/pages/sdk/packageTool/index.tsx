import { useAccess } from '@umijs/max';
import type { ProColumns } from '@ant-design/pro-components';
import { Form, Input, Select } from 'antd';
import CrudTable from '@/components/CrudTable';
import {
  deletePackageTool,
  downloadPackageTool,
  pagePackageTools,
  uploadPackageTool,
  type PackageTool,
  type ToolPlatform,
} from '../service';
import { RELEASE_FIELDS as F } from '@/contract/sdk/fields';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { toolPlatformEnum } from '../components/enums';
import { formatBytes } from '@/utils/format';
import UploadModal from '../components/UploadModal';
import { useText } from '@/hooks';
import { SDK_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /sdk/packageTool: releases of the desktop packaging tool — version, platform, file, notes, uploader, time —
 * newest first. Publishing a release is a signed upload with a progress bar (800 MB refused before sending);
 * download fetches the file (one download at a time, docs/rules.md "Downloads").
 */
const AUTH = {
  add: action(SDK_PATHS.packageTool, 'add'),
  remove: action(SDK_PATHS.packageTool, 'delete'),
  export: action(SDK_PATHS.packageTool, 'export'),
};

type UploadValues = { version: string; platform: ToolPlatform; notes?: string };

export default function PackageToolPage() {
  const t = useText();
  const { can } = useAccess();
  // the version's and the notes' limits are the contract's (src/contract/sdk/fields.ts)
  const version = fieldRules(F.version, { patternMessage: t('pages.sdk.versionPattern') });
  const notes = fieldRules(F.notes);
  const platforms = toolPlatformEnum();

  const columns: ProColumns<PackageTool>[] = [
    { title: t('pages.sdk.packageTool.version'), dataIndex: 'version' },
    { title: t('pages.sdk.packageTool.platform'), dataIndex: 'platform', valueType: 'select', valueEnum: platforms },
    { title: t('pages.sdk.packageTool.fileName'), dataIndex: 'fileName', hideInSearch: true, copyable: true },
    {
      title: t('pages.sdk.packageTool.fileSize'),
      dataIndex: 'fileSize',
      hideInSearch: true,
      renderText: (v: number) => formatBytes(v),
    },
    { title: t('pages.sdk.packageTool.notes'), dataIndex: 'notes', hideInSearch: true, ellipsis: true },
    { title: t('pages.sdk.packageTool.uploader'), dataIndex: 'uploader', hideInSearch: true },
    { title: t('pages.sdk.packageTool.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
  ];

  return (
    <CrudTable<PackageTool>
      id="packageTool"
      headerTitle={t('pages.sdk.packageTool.title')}
      columns={columns}
      service={{ page: pagePackageTools, remove: (tool) => deletePackageTool({ id: tool.id }) }}
      authority={AUTH}
      exportName={t('pages.sdk.packageTool.exportName')}
      rowActions={(tool) => [
        <ActionLink key="download" id={`packageTool-download-${tool.id}`} onClick={() => downloadPackageTool(tool)}>
          {t('pages.sdk.packageTool.download')}
        </ActionLink>,
      ]}
      toolbar={(reload) =>
        can(AUTH.add)
          ? [
              <UploadModal<UploadValues>
                key="upload"
                id="packageTool-upload"
                title={t('pages.sdk.packageTool.upload.title')}
                triggerText={t('pages.sdk.packageTool.upload')}
                initialValues={{ platform: 'Windows' }}
                onDone={reload}
                onUpload={async (values, file, onProgress, requestId) => {
                  const res = await uploadPackageTool(
                    {
                      version: values.version.trim(),
                      platform: values.platform,
                      notes: values.notes?.trim() || '',
                      file,
                    },
                    onProgress,
                    requestId,
                  );
                  return t('pages.sdk.packageTool.uploaded', {
                    version: res.data.version,
                    platform: res.data.platform,
                    size: formatBytes(res.data.fileSize ?? file.size),
                  });
                }}
                fields={
                  <>
                    <Form.Item
                      htmlFor="packageTool-upload-version"
                      name="version"
                      label={t('pages.sdk.packageTool.version')}
                      rules={version.rules}
                    >
                      <Input
                        id="packageTool-upload-version"
                        placeholder="3.3.0"
                        autoComplete="off"
                        {...version.input}
                      />
                    </Form.Item>
                    <Form.Item
                      htmlFor="packageTool-upload-platform"
                      name="platform"
                      label={t('pages.sdk.packageTool.platform')}
                      rules={[requiredRule(undefined, false)]}
                    >
                      <Select
                        id="packageTool-upload-platform"
                        options={fieldOptions(F.platform, (p) => platforms[p].text)}
                      />
                    </Form.Item>
                    <Form.Item
                      htmlFor="packageTool-upload-notes"
                      name="notes"
                      label={t('pages.sdk.packageTool.notes')}
                      rules={notes.rules}
                    >
                      <Input.TextArea id="packageTool-upload-notes" rows={3} showCount {...notes.input} />
                    </Form.Item>
                  </>
                }
              />,
            ]
          : []
      }
    />
  );
}
