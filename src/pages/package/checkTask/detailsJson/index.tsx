import { CopyOutlined } from '@ant-design/icons';
import copyToClipboard from 'copy-to-clipboard';
import { history } from '@umijs/max';
import { Button, Card, Empty, message, Segmented, Space, Spin, Typography } from 'antd';
import { LOADER_DELAY_MS } from '@/components/PageLoading';
import { useMemo, useState } from 'react';
import { useText } from '@/hooks';
import { notice } from '@/utils/notices';
import RunNotFound from '../components/RunNotFound';
import { useCheckRun } from '../components/useCheckRun';
import { PACKAGE_PATHS } from '../../paths';

/**
 * /package/checkTask/detailsJson?id=: the raw parameter JSON found in the package (assets/channel.json),
 * pretty-printed with a copy button; the whole check record is one switch away.
 */
type Source = 'params' | 'record';

export default function CheckDetailsJsonPage() {
  const t = useText();
  const { detail, loading, missing } = useCheckRun();
  const [source, setSource] = useState<Source>('params');

  const json = useMemo(() => {
    if (!detail) return '';
    const value = source === 'params' ? detail.params : detail;
    return value === null ? '' : JSON.stringify(value, null, 2);
  }, [detail, source]);

  if (missing && !loading) {
    return <RunNotFound />;
  }

  const copy = () => {
    if (copyToClipboard(json)) notice.success(t('pages.package.check.json.copied'));
    else message.warning(t('pages.package.check.json.copyFailed'));
  };

  return (
    <Spin spinning={loading} delay={LOADER_DELAY_MS}>
      <Card
        title={
          <Space wrap>
            <span>{t('pages.package.check.json.title', { id: detail?.run.id ?? '' })}</span>
            {detail && (
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {detail.run.channelName} · {detail.run.outputName}
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Space>
            <Segmented<Source>
              value={source}
              onChange={setSource}
              options={[
                { value: 'params', label: 'assets/channel.json' },
                { value: 'record', label: t('pages.package.check.json.record') },
              ]}
            />
            <Button icon={<CopyOutlined />} id="check-json-copy" onClick={copy} disabled={!json}>
              {t('pages.package.check.json.copy')}
            </Button>
            {detail && (
              <Button onClick={() => history.push(`${PACKAGE_PATHS.checkDetails}?id=${detail.run.id}`)}>
                {t('pages.package.check.details')}
              </Button>
            )}
          </Space>
        }
      >
        {detail && !json ? (
          <Empty description={t('pages.package.check.json.none')} />
        ) : (
          <pre
            id="check-json"
            style={{
              margin: 0,
              padding: 16,
              background: '#fafafa',
              border: '1px solid #f0f0f0',
              borderRadius: 6,
              fontSize: 13,
              lineHeight: 1.6,
              overflow: 'auto',
              maxHeight: 'calc(100vh - 280px)',
            }}
          >
            {json}
          </pre>
        )}
      </Card>
    </Spin>
  );
}
