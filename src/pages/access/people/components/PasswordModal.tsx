import { useIntl } from '@umijs/max';
import { Alert, Button, Modal, Typography } from 'antd';

/**
 * The one-time temporary password of a new person or a reset: shown once, in this modal only. Closing it drops the
 * password from the page's state, so it cannot be seen again.
 */
export interface IssuedPassword {
  account: string;
  password: string;
}

export default function PasswordModal(props: { issued?: IssuedPassword; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { issued } = props;
  return (
    <Modal
      open={Boolean(issued)}
      title={f('pages.access.people.password.title')}
      closable={false}
      maskClosable={false}
      destroyOnClose
      footer={
        <Button type="primary" id="temp-password-close" onClick={props.onClose}>
          {f('pages.access.people.password.close')}
        </Button>
      }
    >
      {issued && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={f('pages.access.people.password.hint', { account: issued.account })}
          />
          <Typography.Text
            code
            id="temp-password"
            style={{ fontSize: 20 }}
            copyable={{
              text: issued.password,
              tooltips: [f('pages.access.people.password.copy'), f('pages.access.people.password.copied')],
            }}
          >
            {issued.password}
          </Typography.Text>
        </>
      )}
    </Modal>
  );
}
