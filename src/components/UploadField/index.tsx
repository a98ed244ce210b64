import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, message, Space, Typography, Upload } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FILE_LIMIT_MB } from '@/utils/validate';
import { checkFile, formatBytes } from './check';

/**
 * A file field for antd forms (value: the chosen File). Nothing is uploaded when a file is picked: the form sends it
 * with its other fields (a signed multipart form, src/request/upload.ts). Files over the limit (800 MB, docs/rules.md
 * "File size limit") are refused at once with the "file size cannot exceed NM" warning and never become the value.
 * Images can be previewed.
 */
export interface UploadFieldProps {
  /** the id of the file input (antd Form.Item passes the field's id) */
  id?: string;
  value?: File | null;
  onChange?: (file: File | undefined) => void;
  accept?: string;
  maxMB?: number;
  disabled?: boolean;
  buttonText?: ReactNode;
  /** show a thumbnail of the chosen image */
  preview?: boolean;
}

export { fileSizeRule, formatBytes } from './check';

export default function UploadField(props: UploadFieldProps) {
  const intl = useIntl();
  const maxMB = props.maxMB ?? FILE_LIMIT_MB;
  const file = props.value || undefined;
  const url = useMemo(() => (props.preview && file ? URL.createObjectURL(file) : undefined), [file, props.preview]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Upload
        id={props.id}
        accept={props.accept}
        disabled={props.disabled}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(picked) => {
          const r = checkFile(picked, maxMB);
          if (!r.ok) {
            message.warning(r.message);
            return Upload.LIST_IGNORE;
          }
          props.onChange?.(picked);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={props.disabled}>
          {props.buttonText ?? intl.formatMessage({ id: file ? 'upload.field.replace' : 'upload.field.choose' })}
        </Button>
      </Upload>
      {file ? (
        <Space size={8} data-testid={props.id ? `${props.id}-chosen` : undefined}>
          {url ? (
            <img
              src={url}
              alt={file.name}
              width={32}
              height={32}
              style={{ objectFit: 'contain', borderRadius: 4, border: '1px solid #f0f0f0' }}
            />
          ) : (
            <PaperClipOutlined />
          )}
          <Typography.Text>{file.name}</Typography.Text>
          <Typography.Text type="secondary">{formatBytes(file.size)}</Typography.Text>
          {!props.disabled && (
            <Button
              type="text"
              size="small"
              aria-label={intl.formatMessage({ id: 'upload.field.remove' })}
              icon={<DeleteOutlined />}
              onClick={() => props.onChange?.(undefined)}
            />
          )}
        </Space>
      ) : (
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'upload.field.limit' }, { max: maxMB })}
        </Typography.Text>
      )}
    </Space>
  );
}
