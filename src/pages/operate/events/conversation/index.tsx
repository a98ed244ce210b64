import { Access, history, useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import {
  Alert,
  Badge,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Result,
  Space,
  Timeline,
  Typography,
  message,
} from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useState } from 'react';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { useTicketLabels } from '../labels';
import { EVENTS_PATHS, eventsButton } from '../paths';
import { getTicket, reopenTicket, type TicketDetail } from '../service';
import CloseModal from './components/CloseModal';
import ReplyBox from './components/ReplyBox';
import Thread from './components/Thread';

const at = (ms: number | null) => (ms === null ? '' : formatTime(ms));

/**
 * /operate/Events/conversation?id=: one ticket of the current game: who, what and its state above, the message thread
 * (player and staff, with images), the reply (text and images; the ticket becomes answered), close with a note,
 * reopen, and the history (assignment with the handlers' loads, replies, closing, reopening, the player's messages).
 */
export default function ConversationPage() {
  const t = useText();
  const { can } = useAccess();
  const { query } = usePaneLocation();
  const id = Number(query.get('id')) || 0;
  const { statusEnum } = useTicketLabels();
  const [closing, setClosing] = useState(false);
  const {
    data: ticket,
    mutate,
    error,
  } = useRequest(async () => (await getTicket({ id })).data, {
    ready: id > 0,
    refreshDeps: [id],
  });
  const show = (next: TicketDetail) => mutate(next);

  if (!id || error) {
    return (
      <Result
        status="warning"
        title={t('pages.operate.events.conversation.noId')}
        extra={
          <Button onClick={() => history.push(EVENTS_PATHS.events)}>
            {t('pages.operate.events.conversation.back')}
          </Button>
        }
      />
    );
  }
  if (!ticket) return <Card loading />;
  const status = statusEnum[ticket.status];
  const closed = ticket.status === 'closed';

  const reopen = async () => {
    try {
      show((await reopenTicket({ id: ticket.id })).data);
      message.success(t('pages.operate.events.reopened'));
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('pages.operate.events.conversation.title', { id: ticket.id, title: ticket.title })}
        extra={
          <Space>
            <Button onClick={() => history.push(EVENTS_PATHS.events)}>
              {t('pages.operate.events.conversation.back')}
            </Button>
            <Access accessible={can(eventsButton('close'))}>
              {closed ? (
                <Popconfirm title={t('pages.operate.events.reopen.confirm')} onConfirm={reopen}>
                  <Button id="ticket-reopen">{t('pages.operate.events.reopen')}</Button>
                </Popconfirm>
              ) : (
                <Button id="ticket-close" danger onClick={() => setClosing(true)}>
                  {t('pages.operate.events.close')}
                </Button>
              )}
            </Access>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('common.status')}>
            <Badge
              id="ticket-status"
              status={status.status.toLowerCase() as 'error' | 'processing' | 'default'}
              text={status.text}
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.type')}>{ticket.typeName}</Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.handler')}>
            {ticket.handlerName || t('pages.operate.events.handler.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.account')}>
            <Typography.Text copyable>{ticket.account}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.contact')}>{ticket.contact || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.role')}>
            {ticket.roleName}（{ticket.roleId}） {ticket.server}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.created')}>{at(ticket.created)}</Descriptions.Item>
          <Descriptions.Item label={t('pages.operate.events.updated')}>{at(ticket.updated)}</Descriptions.Item>
        </Descriptions>
        {closed && (
          <Alert
            type="info"
            showIcon
            message={t('pages.operate.events.conversation.closedInfo', {
              by: ticket.closedBy,
              at: at(ticket.closedAt),
              note: ticket.closeNote,
            })}
          />
        )}
      </Card>
      <Card title={t('pages.operate.events.conversation.thread')}>
        <Thread messages={ticket.messages} />
      </Card>
      <Access accessible={can(eventsButton('reply'))}>
        <Card title={t('pages.operate.events.reply')}>
          {closed ? (
            <Typography.Text type="secondary">{t('pages.operate.events.reply.closed')}</Typography.Text>
          ) : (
            <ReplyBox ticketId={ticket.id} onReplied={show} />
          )}
        </Card>
      </Access>
      <Card title={t('pages.operate.events.conversation.history')}>
        <Timeline
          items={ticket.events.map((e) => ({
            children: (
              <Space size={8} wrap>
                <Typography.Text type="secondary">{at(e.at)}</Typography.Text>
                <Typography.Text strong>{t(`pages.operate.events.conversation.event.${e.kind}`)}</Typography.Text>
                <Typography.Text>{e.by}</Typography.Text>
                {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
              </Space>
            ),
          }))}
        />
      </Card>
      <CloseModal
        ticketId={closing ? ticket.id : undefined}
        onClose={() => setClosing(false)}
        onClosed={(next) => {
          setClosing(false);
          show(next);
        }}
      />
    </Space>
  );
}
