import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useSelector } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatTime, isoTime } from '@/utils/businessTime';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useGameOptions, useText } from '@/hooks';
import type { RootState } from '@/models/types';
import { saveBlob } from '@/request/download';
import { type InterfaceInfo, interfaceInfo } from '../gamesConfig/service';
import { SETTING_PATHS } from '../paths';
import RevealModal from './components/RevealModal';
import { integrationSheet } from './components/sheet';

/**
 * /setting/interfaceInfo (hidden; `?gameId=`, else the current game): a parent game's integration endpoints and
 * keys, read-only, with copy buttons. The server secret and the pay key are masked; revealing one asks a reason and
 * is logged. The integration sheet is a Markdown file built here from what the screen shows, keys masked.
 */
type Endpoint = InterfaceInfo['endpoints'][number];

export default function InterfaceInfoPage() {
  const t = useText();
  const { can } = useAccess();
  const { query } = usePaneLocation();
  const current = useSelector((s: RootState) => s.games.currentGameId);
  const gameId = Number(query.get('gameId') || current) || undefined;
  const games = useGameOptions(false);
  const { data: info, loading } = useRequest(
    async () => (await interfaceInfo({ parentGameId: gameId as number })).data,
    { ready: Boolean(gameId), refreshDeps: [gameId] },
  );
  const k = (key: string, values?: Record<string, string | number>) => t(`pages.setting.iface.${key}`, values);

  if (!gameId) return <Alert type="info" showIcon message={t('common.pickGame')} style={{ margin: 24 }} />;

  const download = () => {
    if (!info) return;
    // when it was made, with the business zone's offset (docs/rules.md "CSV export": exported times carry it)
    const md = integrationSheet(info, t, isoTime(Date.now()));
    saveBlob(new Blob([md], { type: 'text/markdown;charset=utf-8' }), `${k('sheet.file', { alias: info.alias })}.md`);
  };

  const columns = [
    { title: k('endpoint'), dataIndex: 'key', render: (v: string) => k(`endpoint.${v}`) },
    { title: k('method'), dataIndex: 'method', width: 80 },
    {
      title: k('url'),
      dataIndex: 'url',
      render: (v: string | null, r: Endpoint) =>
        v ? (
          <Typography.Text copyable={{ text: v }} id={`iface-url-${r.key}`}>
            {v}
          </Typography.Text>
        ) : (
          <Space>
            <Typography.Text type="secondary">{k('notSet')}</Typography.Text>
            <Typography.Link onClick={() => history.push(`${SETTING_PATHS.gamesConfigLine}?gameId=${gameId}`)}>
              {k('addLine')}
            </Typography.Link>
          </Space>
        ),
    },
    {
      title: k('direction'),
      dataIndex: 'direction',
      render: (v: string) => <Tag color={v === 'game' ? 'orange' : 'blue'}>{k(`direction.${v}`)}</Tag>,
    },
  ];

  const secret = (field: 'appSecret' | 'payKey', value: string) => (
    <Space size={0}>
      <Typography.Text code id={`iface-${field}`}>
        {value}
      </Typography.Text>
      {can('/api/setting/interface/reveal') && <RevealModal gameId={gameId} field={field} />}
    </Space>
  );

  return (
    <PageContainer
      title={k('title')}
      extra={[
        <Select
          key="game"
          id="iface-game"
          aria-label={k('game')}
          style={{ minWidth: 180 }}
          showSearch
          optionFilterProp="label"
          value={gameId}
          options={games}
          onChange={(v: number) => history.replace(`${SETTING_PATHS.interfaceInfo}?gameId=${v}`)}
        />,
        <Button key="sheet" id="iface-download" icon={<DownloadOutlined />} disabled={!info} onClick={download}>
          {k('sheet.download')}
        </Button>,
      ]}
    >
      {loading || !info ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card>
            <Descriptions column={{ xs: 1, md: 3 }} size="small">
              <Descriptions.Item label={k('game')}>
                {info.gameName} ({info.alias})
              </Descriptions.Item>
              <Descriptions.Item label={k('region')}>
                {t(`pages.setting.games.region.${info.region}`)}
              </Descriptions.Item>
              <Descriptions.Item label={k('baseUrl')}>
                <Typography.Text copyable>{info.baseUrl}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={k('endpoints')}>
            <Table<Endpoint>
              id="iface-endpoints"
              rowKey="key"
              size="small"
              pagination={false}
              columns={columns}
              dataSource={info.endpoints}
            />
          </Card>
          <Card title={k('keys')}>
            {info.keys ? (
              <Descriptions column={1} size="small" bordered id="iface-keys">
                <Descriptions.Item label={k('appKey')}>
                  <Typography.Text code copyable={{ text: info.keys.appKey }} id="iface-appKey">
                    {info.keys.appKey}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={k('appSecret')}>{secret('appSecret', info.keys.appSecret)}</Descriptions.Item>
                <Descriptions.Item label={k('payKey')}>{secret('payKey', info.keys.payKey)}</Descriptions.Item>
                <Descriptions.Item label={t('common.updated')}>{formatTime(info.keys.updated)}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Alert type="warning" showIcon message={k('noKeys')} id="iface-no-keys" />
            )}
          </Card>
        </Space>
      )}
    </PageContainer>
  );
}
