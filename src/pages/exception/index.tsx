import { history, useLocation } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import { browser, portalLoginUrl } from '@/utils/portal';
import { useText } from '@/hooks';

/**
 * The error page (docs/rules.md "Error display (showType)"): errorCode and errorMessage from the query, shown as
 * text. After a failed single-sign-on exchange it also offers the way back to the portal ("Start-up and single
 * sign-on").
 */
export default function ExceptionPage() {
  const t = useText();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const errorCode = query.get('errorCode') || '';
  const errorMessage = query.get('errorMessage') || '';
  const sso = query.get('sso') === '1';
  return (
    <Result
      status="error"
      title={
        <span>
          {t(sso ? 'exception.sso.title' : 'exception.title')}
          {errorCode && <span id="exception-code"> [{errorCode}]</span>}
        </span>
      }
      subTitle={<span id="exception-message">{errorMessage || t('request.error.retry')}</span>}
      extra={
        <Space>
          <Button
            id="exception-portal"
            type="primary"
            onClick={() => browser.assign(portalLoginUrl(window.location.origin))}
          >
            {t('exception.portal')}
          </Button>
          {!sso && <Button onClick={() => history.push('/')}>{t('exception.back')}</Button>}
        </Space>
      }
    />
  );
}
