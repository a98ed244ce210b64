import { Button, Typography } from 'antd';
import { useText } from '@/hooks';

/**
 * How a pop-up looks on a phone: a phone-sized frame, the game dimmed behind, the card with the image, the text and
 * the button. Tips show as a bar at the top instead of a card.
 */
export default function PopupPreview({
  kind,
  imageUrl,
  text,
  buttonText,
}: {
  kind: string;
  imageUrl?: string;
  text?: string;
  buttonText?: string;
}) {
  const t = useText();
  const tip = kind === 'tipManagement';
  const hasContent = Boolean(imageUrl || text || buttonText);
  return (
    <div
      id="popup-preview"
      style={{
        width: 240,
        height: 440,
        borderRadius: 28,
        border: '10px solid #1f1f1f',
        background: 'linear-gradient(160deg, #3b4a6b, #151a26)',
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        alignItems: tip ? 'flex-start' : 'center',
        justifyContent: 'center',
      }}
    >
      {!hasContent && (
        <Typography.Text style={{ color: '#ccc', alignSelf: 'center' }}>
          {t('pages.operate.popups.preview.empty')}
        </Typography.Text>
      )}
      {hasContent && (
        <div
          style={{
            width: tip ? '100%' : '82%',
            margin: tip ? 0 : undefined,
            background: '#fff',
            borderRadius: tip ? 0 : 12,
            overflow: 'hidden',
            textAlign: 'center',
            boxShadow: '0 6px 18px rgba(0,0,0,.35)',
          }}
        >
          {imageUrl && (
            <img
              id="popup-preview-image"
              src={imageUrl}
              alt={t('pages.operate.popups.imageUrl')}
              style={{ width: '100%', maxHeight: 220, objectFit: 'cover', display: 'block', background: '#ddd' }}
            />
          )}
          {text && (
            <div id="popup-preview-text" style={{ padding: '10px 12px', whiteSpace: 'pre-wrap' }}>
              {text}
            </div>
          )}
          {buttonText && (
            <div style={{ padding: '0 12px 12px' }}>
              <Button id="popup-preview-button" type="primary" size="small" block tabIndex={-1}>
                {buttonText}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
