import { Avatar, Space, Tag, Typography, theme } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useText } from '@/hooks';
import type { TicketMessage } from '../../service';
import TicketImage from './TicketImage';

/** The ticket's messages in time order: the player's on the left, the staff's on the right, with their images. */
export default function Thread({ messages }: { messages: TicketMessage[] }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <div id="ticket-thread" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {messages.map((m) => {
        const staff = m.from === 'staff';
        return (
          <div
            key={m.id}
            data-from={m.from}
            className="ticket-message"
            style={{ display: 'flex', flexDirection: staff ? 'row-reverse' : 'row', gap: 8, alignItems: 'flex-start' }}
          >
            <Avatar style={{ background: staff ? token.colorPrimary : token.colorTextTertiary, flex: 'none' }}>
              {m.author.slice(0, 1)}
            </Avatar>
            <div style={{ maxWidth: '70%', textAlign: staff ? 'right' : 'left' }}>
              <Space size={6}>
                <Tag color={staff ? 'blue' : 'default'}>
                  {t(staff ? 'pages.operate.events.conversation.staff' : 'pages.operate.events.conversation.player')}
                </Tag>
                <Typography.Text strong>{m.author}</Typography.Text>
                <Typography.Text type="secondary">{formatTime(m.at)}</Typography.Text>
              </Space>
              <div
                style={{
                  marginTop: 4,
                  padding: '8px 12px',
                  borderRadius: 8,
                  background: staff ? token.colorPrimaryBg : token.colorFillTertiary,
                  textAlign: 'left',
                }}
              >
                {m.text && (
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.text}</Typography.Paragraph>
                )}
                {m.images.length > 0 && (
                  <Space wrap style={{ marginTop: m.text ? 8 : 0 }}>
                    {m.images.map((i) => (
                      <TicketImage key={i.id} image={i} />
                    ))}
                  </Space>
                )}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
