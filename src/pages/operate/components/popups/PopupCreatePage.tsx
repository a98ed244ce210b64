import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Card } from 'antd';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import type { PopupKind } from '@/contract/operate/popups';
import { useText } from '@/hooks';
import { POPUP_PATHS } from './paths';
import PopupEditor from './PopupEditor';

/** A kind's create page (hidden, not kept alive): a new record, or `?id=` an existing one; back to the list after. */
export default function PopupCreatePage({ kind }: { kind: PopupKind }) {
  const t = useText();
  const { query } = usePaneLocation();
  const id = Number(query.get('id')) || undefined;
  const back = () => history.push(POPUP_PATHS[kind]);
  return (
    <PageContainer
      title={t(id ? 'pages.operate.popups.title.edit' : 'pages.operate.popups.title.add', {
        kind: t(`pages.operate.popups.exportName.${kind}`),
      })}
      onBack={back}
    >
      <Card>
        <PopupEditor kind={kind} id={id} onDone={back} />
      </Card>
    </PageContainer>
  );
}
