import { Alert, Button, Drawer, Form, Input, Progress, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import UploadField, { fileSizeRule } from '@/components/UploadField';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { uploadBasePackage, type BasePackage, type Platform } from '../../service';
import { useUploadProgress } from '@/hooks/useUploadProgress';
import { BASE_PACKAGE_FIELDS as F } from '@/contract/package/fields';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * Upload of a base package: the build (`file`), icon (`iconFile`), keystore (`signFile`) and iOS plist (`plistFile`)
 * with version, platform and notes go as ONE signed multipart form (docs/rules.md "Signed forms"). The bar follows the
 * bytes sent; the drawer keeps that number itself (there is no upload model: docs/rules.md "Client state"). A failed
 * upload keeps what was chosen; a finished one says so and leaves the drawer open until the operator closes it or
 * uploads another.
 */
interface FormValues {
  platform: Platform;
  version: string;
  name?: string;
  notes?: string;
  signAlias?: string;
  file?: File;
  iconFile?: File;
  signFile?: File;
  plistFile?: File;
}

type Phase = 'idle' | 'uploading' | 'done' | 'failed';

export default function UploadDrawer(props: {
  open: boolean;
  onClose: () => void;
  onUploaded: (b: BasePackage) => void;
}) {
  const t = useText();
  // drawn outside the pane: hidden with its tab (an upload in flight goes on)
  const visible = usePaneActive();
  const [form] = Form.useForm<FormValues>();
  const platform = Form.useWatch('platform', form);
  const signFile = Form.useWatch('signFile', form);
  const [phase, setPhase] = useState<Phase>('idle');
  // the upload model's progress of this drawer (docs/rules.md "Client state")
  const [percent, setPercent] = useUploadProgress('manager-upload');
  // one request id per upload: a retry after a failure uploads once; a finished one renews it (docs/rules.md
  // "Request ids and versions")
  const requestId = useRequestId();
  const [uploaded, setUploaded] = useState<BasePackage>();
  // choices, lengths and the version's pattern are the contract's (src/contract/package/fields.ts)
  const version = fieldRules(F.version, {
    requiredMessage: t('pages.package.required', { field: t('pages.package.manager.version') }),
    patternMessage: t('pages.package.manager.version.pattern'),
  });
  const name = fieldRules(F.name);
  const signAlias = fieldRules(F.signAlias);
  const notes = fieldRules(F.notes);

  const progress = (p: number) => {
    setPercent(p);
  };

  const submit = async (values: FormValues) => {
    if (!values.file) return;
    setPhase('uploading');
    setUploaded(undefined);
    progress(0);
    try {
      const res = await uploadBasePackage(
        {
          version: values.version,
          platform: values.platform,
          name: values.name,
          notes: values.notes,
          signAlias: values.signFile ? values.signAlias : undefined,
          file: values.file,
          iconFile: values.iconFile,
          signFile: values.signFile,
          plistFile: values.platform === 'iOS' ? values.plistFile : undefined,
        },
        progress,
        requestId.current(),
      );
      requestId.renew();
      progress(100);
      setPhase('done');
      setUploaded(res.data);
      form.resetFields();
      props.onUploaded(res.data);
    } catch {
      // the request layer has shown why; the form keeps the chosen files
      setPhase('failed');
    }
  };

  const again = () => {
    setPhase('idle');
    setUploaded(undefined);
    setPercent(0);
  };

  const close = () => {
    if (phase === 'uploading') return;
    if (phase === 'done') again();
    props.onClose();
  };

  const busy = phase === 'uploading';

  return (
    <Drawer
      id="manager-upload-drawer"
      title={t('pages.package.manager.upload.title')}
      width={560}
      open={props.open && visible}
      onClose={close}
      maskClosable={!busy}
      closable={!busy}
      destroyOnClose={false}
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          {phase === 'done' ? (
            <>
              <Button id="manager-upload-again" onClick={again}>
                {t('pages.package.manager.upload.again')}
              </Button>
              <Button type="primary" id="manager-upload-close" onClick={close}>
                {t('pages.package.close')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={close} disabled={busy}>
                {t('pages.package.cancel')}
              </Button>
              <Button type="primary" id="manager-upload-submit" loading={busy} onClick={() => form.submit()}>
                {t('pages.package.manager.upload.submit')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      {phase !== 'idle' && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">
            {t(
              phase === 'done'
                ? 'pages.package.manager.upload.sent'
                : phase === 'failed'
                  ? 'pages.package.manager.upload.failed'
                  : 'pages.package.manager.upload.sending',
            )}
          </Typography.Text>
          <div id="manager-upload-progress" data-percent={percent}>
            <Progress
              aria-label={t('common.uploadProgress')}
              percent={percent}
              status={phase === 'failed' ? 'exception' : phase === 'done' ? 'success' : 'active'}
            />
          </div>
        </div>
      )}
      {phase === 'done' && uploaded && (
        <Alert
          id="manager-upload-result"
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('pages.package.manager.upload.done', { name: uploaded.name, version: uploaded.version })}
          description={t('pages.package.manager.upload.pendingHint')}
        />
      )}
      <Form<FormValues>
        form={form}
        name="manager-upload"
        layout="vertical"
        disabled={busy}
        initialValues={{ platform: 'Android' }}
        onFinish={submit}
        style={phase === 'done' ? { display: 'none' } : undefined}
      >
        <Form.Item name="platform" label={t('pages.package.manager.platform')} rules={[requiredRule(undefined, false)]}>
          {/* a platform's name is the same in every language */}
          <Radio.Group optionType="button" options={fieldOptions(F.platform, (p) => p)} />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('pages.package.manager.version')}
          extra={t('pages.package.manager.version.hint')}
          rules={version.rules}
        >
          <Input placeholder="1.9.2" {...version.input} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('pages.package.manager.name')}
          extra={t('pages.package.manager.name.hint')}
          rules={name.rules}
        >
          <Input {...name.input} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('pages.package.manager.file')}
          extra={t('pages.package.manager.file.hint')}
          rules={[requiredRule(t('pages.package.manager.file.required'), false), fileSizeRule()]}
        >
          <UploadField accept={platform === 'iOS' ? '.ipa,.zip' : '.apk,.zip'} />
        </Form.Item>
        <Form.Item
          name="iconFile"
          label={t('pages.package.manager.icon')}
          extra={t('pages.package.manager.icon.hint')}
          rules={[fileSizeRule()]}
        >
          <UploadField accept=".png,image/png" preview />
        </Form.Item>
        <Form.Item
          name="signFile"
          label={t('pages.package.manager.signFile')}
          extra={t('pages.package.manager.signFile.hint')}
          rules={[fileSizeRule()]}
        >
          <UploadField accept=".keystore,.jks,.p12" />
        </Form.Item>
        {signFile && (
          <Form.Item name="signAlias" label={t('pages.package.manager.signAlias')} rules={signAlias.rules}>
            <Input {...signAlias.input} placeholder={t('pages.package.manager.signAlias.hint')} />
          </Form.Item>
        )}
        {platform === 'iOS' && (
          <Form.Item name="plistFile" label={t('pages.package.manager.plist')} rules={[fileSizeRule()]}>
            <UploadField accept=".plist" />
          </Form.Item>
        )}
        <Form.Item name="notes" label={t('pages.package.manager.notes')} rules={notes.rules}>
          <Input.TextArea rows={3} {...notes.input} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
