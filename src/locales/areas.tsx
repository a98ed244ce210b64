import { IntlProvider, useIntl } from '@umijs/max';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { areaMessages, loadAreaMessages } from './areaMessages';

// umi's react-intl 3 types its provider without children
const Provider = IntlProvider as unknown as ComponentType<{
  locale: string;
  messages: Record<string, string>;
  onError?: (err: string) => void;
  children: ReactNode;
}>;

/**
 * Provides the screens' messages of the current language to everything inside (the workspace). Until they are
 * loaded it suspends (the layout's Suspense shows the page-loading state), so no screen ever renders before its
 * texts are there. The language switcher loads a language's messages before switching, so switching never
 * suspends an open workspace.
 */
export default function AreaMessages(props: { children: ReactNode }) {
  const intl = useIntl();
  const area = areaMessages(intl.locale);
  if (!area) throw loadAreaMessages(intl.locale);
  const messages = useMemo(() => ({ ...(intl.messages as Record<string, string>), ...area }), [intl.messages, area]);
  return (
    <Provider locale={intl.locale} messages={messages} onError={intl.onError}>
      {props.children}
    </Provider>
  );
}
