import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, theme, Upload, message } from 'antd';
import { useText } from '@/hooks';

/**
 * The corner-mark image of a major channel, kept as a data URI (the backend stores it as such, at most 200 000
 * characters; none given → the backend draws one from the code). A Form.Item child: value/onChange.
 */
export const CORNER_MARK_MAX_CHARS = 200000;

export function readDataUri(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result || ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function CornerMarkField(props: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <Space align="center" id={props.id}>
      {props.value ? (
        <img src={props.value} alt="" width={40} height={40} style={{ border: '1px solid #f0f0f0', borderRadius: 4 }} />
      ) : (
        <span style={{ color: token.colorTextTertiary }}>{t('pages.sdk.appMarket.cornerMark.auto')}</span>
      )}
      <Upload
        accept="image/png,image/jpeg,image/svg+xml,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={async (file) => {
          try {
            const uri = await readDataUri(file);
            if (!uri.startsWith('data:image/')) {
              message.warning(t('pages.sdk.appMarket.cornerMark.notImage'));
            } else if (uri.length > CORNER_MARK_MAX_CHARS) {
              message.warning(t('pages.sdk.appMarket.cornerMark.tooLarge', { max: 140 }));
            } else {
              props.onChange?.(uri);
            }
          } catch {
            message.warning(t('pages.sdk.appMarket.cornerMark.notImage'));
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('pages.sdk.appMarket.cornerMark.choose')}</Button>
      </Upload>
    </Space>
  );
}
