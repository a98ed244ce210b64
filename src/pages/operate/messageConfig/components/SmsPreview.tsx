import { Alert, Card, Space, Tag, Typography } from 'antd';
import {
  checkTemplate,
  renderTemplate,
  SAMPLE_VALUES,
  SCENE_PLACEHOLDERS,
  type SmsScene,
  written,
} from '@/contract/operate/smsTemplate';
import { useText } from '@/hooks';
import { issueText } from './issueText';

/**
 * What a player would receive: the signature and the template filled with sample values, in a message bubble, with
 * the placeholders the scene allows and the template's problems (the same check the backend refuses a save with).
 */
export default function SmsPreview({
  scene,
  signature,
  template,
}: {
  scene?: SmsScene;
  signature?: string;
  template?: string;
}) {
  const t = useText();
  const text = (template ?? '').trim();
  const issues = scene && text ? checkTemplate(scene, text) : [];
  return (
    <Card size="small" title={t('pages.operate.messageConfig.preview')} id="sms-preview">
      <div
        style={{
          width: 280,
          minHeight: 120,
          padding: 16,
          borderRadius: 24,
          border: '8px solid #222',
          background: '#f5f5f5',
        }}
      >
        {text ? (
          <div
            id="sms-preview-text"
            style={{ background: '#fff', borderRadius: 12, padding: '8px 12px', whiteSpace: 'pre-wrap' }}
          >
            {renderTemplate((signature ?? '').trim(), text)}
          </div>
        ) : (
          <Typography.Text type="secondary">{t('pages.operate.messageConfig.preview.empty')}</Typography.Text>
        )}
      </div>
      {scene && (
        <Space wrap style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{t('pages.operate.messageConfig.allowed')}</Typography.Text>
          {SCENE_PLACEHOLDERS[scene].map((p) => (
            <Tag key={p} title={SAMPLE_VALUES[p]}>
              {written(p)}
            </Tag>
          ))}
        </Space>
      )}
      {issues.length > 0 && (
        <Alert
          id="sms-issues"
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {issues.map((i) => (
                <li key={`${i.kind}-${JSON.stringify(i)}`}>{issueText(t, i)}</li>
              ))}
            </ul>
          }
        />
      )}
    </Card>
  );
}
