import { ProFormTextArea } from '@ant-design/pro-components';
import { Form, Segmented, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useText } from '@/hooks';
import { requiredRule } from '@/utils/fieldRules';
import type { ProtocolFormat } from '@/utils/protocolContent';
import VisualEditor from './VisualEditor';

/**
 * The protocol's text: Markdown in a plain text area; HTML either in the visual editor (the default: headings, bold,
 * lists, links … with the sanitizer's output as the value) or as HTML source. `extra` sits beside the field's label
 * (the template's sections button).
 */
export default function ContentField({ format, extra }: { format: ProtocolFormat; extra?: ReactNode }) {
  const t = useText();
  const [mode, setMode] = useState<'visual' | 'source'>('visual');
  const visual = format === 'html' && mode === 'visual';
  const rules = [requiredRule()];
  const label = (
    <Space>
      {t('pages.setting.operation.editor.content')}
      {extra}
      {format === 'html' && (
        <Segmented
          id="protocol-editor-mode"
          size="small"
          value={mode}
          onChange={(v) => setMode(v as 'visual' | 'source')}
          options={[
            { value: 'visual', label: t('pages.setting.operation.editor.mode.visual') },
            { value: 'source', label: t('pages.setting.operation.editor.mode.source') },
          ]}
        />
      )}
    </Space>
  );
  if (visual) {
    return (
      <Form.Item htmlFor="protocol-visual" name="content" label={label} rules={rules}>
        <VisualEditor id="protocol-visual" />
      </Form.Item>
    );
  }
  return (
    <ProFormTextArea
      htmlFor="protocol-form-content"
      name="content"
      label={label}
      fieldProps={{
        id: 'protocol-form-content',
        autoSize: { minRows: 18, maxRows: 40 },
        style: { fontFamily: 'monospace' },
      }}
      rules={rules}
    />
  );
}
