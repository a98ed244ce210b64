import { Alert, Button, Modal, Typography } from 'antd';
import { useText } from '@/hooks';

/**
 * The one-time temporary password of a new person or a reset: shown once, in this modal only. Closing it drops the
 * password from the page's state, so it cannot be seen again.
 */
export interface IssuedPassword {
  account: string;
  password: string;
}

export default function PasswordModal(props: { issued?: IssuedPassword; onClose: () => void }) {
  const t = useText();
  const { issued } = props;
  return (
    <Modal
      open={Boolean(issued)}
      title={t('pages.access.people.password.title')}
      closable={false}
      maskClosable={false}
      destroyOnClose
      footer={
        <Button type="primary" id="temp-password-close" onClick={props.onClose}>
          {t('pages.access.people.password.close')}
        </Button>
      }
    >
      {issued && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('pages.access.people.password.hint', { account: issued.account })}
          />
          <Typography.Text
            code
            id="temp-password"
            style={{ fontSize: 20 }}
            copyable={{
              text: issued.password,
              tooltips: [t('pages.access.people.password.copy'), t('pages.access.people.password.copied')],
            }}
          >
            {issued.password}
          </Typography.Text>
        </>
      )}
    </Modal>
  );
}
