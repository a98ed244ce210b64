import { PageContainer, ProForm, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Form, message, Row, Tag, Typography } from 'antd';
import { useRef } from 'react';
import {
  type ProtocolKind,
  type ProtocolLang,
  type ProtocolTemplate,
  skeleton,
  TEMPLATE_LANGS,
} from '@/contract/setting/protocolTemplates';
import { ChangeReasonField, changeReasonOf } from '@/components/History';
import { PROTOCOL_FIELDS as F } from '@/contract/setting/operationFields';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { usePaneEdits } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { useDraft } from '@/hooks/useDraft';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useRequestId } from '@/hooks/useRequestId';
import { OPERATION_PATHS } from '../../paths';
import { addProtocol, getProtocol, type Protocol } from '../../service';
import { cleanProtocol, type ProtocolFormat } from '@/utils/protocolContent';
import { useOperationLabels } from '../../components/labels';
import NoEntity from '../../components/NoEntity';
import { useEntity } from '../../components/useEntity';
import ContentField from './ContentField';
import ProtocolHtml from './ProtocolHtml';
import { useProtocolPreview } from './useProtocolPreview';

/**
 * The create page of a protocol for one template (`?entityId=`, and `?from=<id>` to start from an existing version):
 * the text typed as Markdown, edited visually or typed as HTML source (./ContentField.tsx), beside a live preview that
 * is exactly what the backend will store (the same sanitizer), with the template's required sections ticked off as
 * they appear. Saving always makes a new draft
 * version; a refused save keeps what was typed; the button is busy while saving, so a double click saves once. What is
 * typed is kept as a draft of the template, entity and starting version (docs/rules.md "Drafts"), offered back when the
 * editor opens again and removed by a successful save.
 */
const protocolToForm = (p: Protocol) => ({
  kind: p.kind,
  lang: p.lang,
  title: p.title,
  format: p.format,
  content: p.content,
});

interface FormValues {
  kind: ProtocolKind;
  lang: ProtocolLang;
  title: string;
  format: ProtocolFormat;
  content: string;
  note?: string;
  changeReason?: string;
}

export default function ProtocolEditor({ template }: { template: ProtocolTemplate }) {
  const t = useText();
  const { entityId, entity, error, query } = useEntity();
  const fromId = Number(query.get('from')) || 0;
  const [form] = Form.useForm<FormValues>();
  const saving = useRef(false);
  // the save's request id (docs/rules.md "Request ids and versions"): renewed after a success
  const requestId = useRequestId();
  const { kinds, langs: langEnum } = useOperationLabels();
  // the title's and the note's limits are the contract's (src/contract/setting/operationFields.ts)
  const titleField = fieldRules(F.title);
  const noteField = fieldRules(F.note);
  const langs = TEMPLATE_LANGS[template];
  // kept alive in its tab: it says when it holds unsaved input, and saved or left its work is done (built afresh)
  const edits = usePaneEdits();
  const back = () => {
    edits.finish();
    history.push(`${OPERATION_PATHS.protocol}?entityId=${entityId}`);
  };

  const { data: loaded } = useRequest(async () => (await getProtocol({ id: fromId })).data, {
    ready: fromId > 0,
    refreshDeps: [fromId],
    onSuccess: (p) => form.setFieldsValue(protocolToForm(p)),
  });
  // a new draft of a line carries the line's version the editor read; a stale save (someone saved the line since)
  // stays here with the difference, and a re-apply bases the draft on the line's newest version (docs/rules.md
  // "Request ids and versions")
  const versions = useVersionedSave<Protocol>({ form, record: loaded, toForm: protocolToForm });
  const base = versions.base;
  const draft = useDraft({
    form,
    key: { form: `protocol.${template}.${entityId}`, record: fromId || 'new' },
    id: 'protocol-draft',
    onRestore: () => edits.setUnsaved(true),
  });

  const kind = Form.useWatch('kind', form);
  const lang = Form.useWatch('lang', form);
  const format = Form.useWatch('format', form);
  const content = Form.useWatch('content', form);
  const preview = useProtocolPreview(template, { kind, lang, format, content });

  if (!entityId || error) return <NoEntity />;

  const insertSkeleton = () => {
    const v = form.getFieldsValue();
    if (!v.kind || !v.lang) {
      form.validateFields(['kind', 'lang']).catch(() => undefined);
      return;
    }
    const current = (v.content ?? '').trimEnd();
    const headings = preview.missing.map((s) => `## ${s}\n\n…`).join('\n\n');
    const next = current
      ? `${current}\n\n${headings}`
      : skeleton(template, v.kind, v.lang, v.title || kinds[v.kind]?.text || '');
    form.setFieldsValue({
      content:
        v.format === 'html'
          ? next.replace(/^(#+) (.*)$/gm, (_m, h: string, x: string) => `<h${h.length}>${x}</h${h.length}>`)
          : next,
    });
  };

  // Markdown becomes the HTML it renders, so the visual editor starts from what the preview showed
  const markdownToHtml = () => {
    const typed = form.getFieldValue('content');
    if (typed) form.setFieldValue('content', cleanProtocol('markdown', typed).html);
  };

  const save = async (values: FormValues) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const body = {
        entityId,
        template,
        kind: values.kind,
        lang: values.lang,
        title: values.title.trim(),
        format: values.format,
        content: values.content,
        note: values.note?.trim() || undefined,
        ...changeReasonOf(values),
      };
      const sameLine = base && base.kind === values.kind && base.lang === values.lang;
      const res = await versions.save((baseVersion) =>
        requestId.run((rid) =>
          addProtocol(sameLine ? { ...body, basedOn: base.id, baseVersion } : body, {
            requestId: rid,
            handles: versions.handles,
          }),
        ),
      );
      draft.clear();
      message.success(t('pages.setting.operation.editor.saved', { version: res.data.version }));
      back();
      return true;
    } catch {
      return false;
    } finally {
      saving.current = false;
    }
  };

  const name = entity?.shortName ?? `#${entityId}`;
  return (
    <PageContainer title={t(`pages.setting.operation.editor.title.${template}`, { name })} onBack={back}>
      <ProForm<FormValues>
        id="protocol-form"
        form={form}
        layout="vertical"
        initialValues={{ format: 'markdown', lang: langs[0] }}
        onFinish={save}
        onValuesChange={() => {
          edits.setUnsaved(true);
          draft.changed();
        }}
        submitter={{
          searchConfig: { submitText: t('pages.setting.operation.editor.save') },
          resetButtonProps: false,
          submitButtonProps: { id: 'protocol-submit' },
          render: (_, dom) => [
            ...dom,
            <Button key="cancel" id="protocol-cancel" onClick={back}>
              {t('common.cancel')}
            </Button>,
          ],
        }}
      >
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Card>
              {/* offered once the version it starts from is read, so the read does not overwrite a restore */}
              {(!fromId || loaded) && draft.notice}
              {versions.conflict && (
                <StaleSaveNotice
                  id="protocol-stale"
                  conflict={versions.conflict}
                  changes={versions.changes}
                  onReapply={versions.reapply}
                />
              )}
              {base && (
                <Tag color="blue" style={{ marginBottom: 12 }}>
                  {t('pages.setting.operation.editor.basedOn', { version: base.version })}
                </Tag>
              )}
              <ProForm.Group>
                <ProFormSelect
                  htmlFor="protocol-form-kind"
                  name="kind"
                  label={t('pages.setting.operation.protocol.kind')}
                  valueEnum={kinds}
                  width="sm"
                  fieldProps={{ id: 'protocol-form-kind' }}
                  rules={[requiredRule(undefined, false)]}
                />
                <ProFormSelect
                  htmlFor="protocol-form-lang"
                  name="lang"
                  label={t('pages.setting.operation.protocol.lang')}
                  width="xs"
                  options={langs.map((l) => ({ value: l, label: langEnum[l]?.text ?? l }))}
                  tooltip={t('pages.setting.operation.editor.langs', { langs: langs.join(', ') })}
                  fieldProps={{ id: 'protocol-form-lang' }}
                  rules={[requiredRule(undefined, false)]}
                />
                <ProFormRadio.Group
                  name="format"
                  label={t('pages.setting.operation.protocol.format')}
                  fieldProps={{ onChange: (e) => e.target.value === 'html' && markdownToHtml() }}
                  options={[
                    { value: 'markdown', label: t('pages.setting.operation.protocol.format.markdown') },
                    { value: 'html', label: t('pages.setting.operation.protocol.format.html') },
                  ]}
                />
              </ProForm.Group>
              <ProFormText
                htmlFor="protocol-form-title"
                name="title"
                label={t('pages.setting.operation.protocol.title')}
                fieldProps={{ id: 'protocol-form-title', ...titleField.input }}
                rules={titleField.rules}
              />
              <ContentField
                format={format ?? 'markdown'}
                extra={
                  <Button size="small" id="protocol-skeleton" onClick={insertSkeleton}>
                    {t('pages.setting.operation.editor.skeleton')}
                  </Button>
                }
              />
              <ProFormText
                htmlFor="protocol-form-note"
                name="note"
                label={t('pages.setting.operation.protocol.note')}
                fieldProps={{ id: 'protocol-form-note', ...noteField.input }}
                rules={noteField.rules}
              />
              <ChangeReasonField id="protocol-form-changeReason" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('pages.setting.operation.editor.preview')} style={{ position: 'sticky', top: 0 }}>
              {preview.required.length > 0 && (
                <Alert
                  id="protocol-sections"
                  style={{ marginBottom: 12 }}
                  type={preview.missing.length > 0 ? 'warning' : 'success'}
                  showIcon
                  message={
                    preview.missing.length > 0
                      ? t('pages.setting.operation.editor.missing', { sections: preview.missing.join('、') })
                      : t('pages.setting.operation.editor.complete')
                  }
                  description={
                    <Typography.Text type="secondary">
                      {t('pages.setting.operation.editor.required')}：{preview.required.join('、')}
                    </Typography.Text>
                  }
                />
              )}
              {preview.sanitized && (
                <Alert
                  id="protocol-sanitized"
                  style={{ marginBottom: 12 }}
                  type="info"
                  showIcon
                  message={t('pages.setting.operation.editor.sanitized')}
                />
              )}
              {content ? (
                <ProtocolHtml id="protocol-preview" html={preview.html} />
              ) : (
                <Typography.Text type="secondary">{t('pages.setting.operation.editor.previewEmpty')}</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      </ProForm>
    </PageContainer>
  );
}
