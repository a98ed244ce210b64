import { Image, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '@/hooks';
import { fetchTicketImage, type TicketImage as Img } from '../../service';

/**
 * One image of a message: its bytes read with the session header (never a token in the address) into an object URL,
 * shown as a thumbnail that opens large. A refused or unreadable image says so in place.
 */
export default function TicketImage({ image }: { image: Img }) {
  const t = useText();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let href: string | undefined;
    let live = true;
    fetchTicketImage(image.id)
      .then((blob) => {
        href = URL.createObjectURL(blob);
        if (live) setUrl(href);
        else URL.revokeObjectURL(href);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [image.id]);
  if (failed)
    return <Typography.Text type="secondary">{t('pages.operate.events.conversation.imageFailed')}</Typography.Text>;
  return (
    <Image
      src={url}
      alt={image.name}
      width={96}
      height={96}
      style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
      data-testid={`ticket-image-${image.id}`}
    />
  );
}
