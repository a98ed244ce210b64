import { addLocale, IntlProvider, useIntl } from '@umijs/max';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { AREA_MESSAGES } from './areaMessages';

/**
 * The screens' messages, loaded with the main layout (a chunk of its own) rather than with the sign-in page. They are
 * added to umi's locale table (so getIntl() outside React knows them) and provided to the screens at once through a
 * nested IntlProvider, so no screen ever renders before its texts are there.
 */
Object.keys(AREA_MESSAGES).forEach((lang) => addLocale(lang, AREA_MESSAGES[lang], undefined as never));

// umi's react-intl 3 types its provider without children
const Provider = IntlProvider as unknown as ComponentType<{
  locale: string;
  messages: Record<string, string>;
  onError?: (err: string) => void;
  children: ReactNode;
}>;

export default function AreaMessages(props: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...(AREA_MESSAGES[intl.locale] || AREA_MESSAGES['zh-CN']) }),
    [intl.locale, intl.messages],
  );
  return (
    <Provider locale={intl.locale} messages={messages} onError={intl.onError}>
      {props.children}
    </Provider>
  );
}
