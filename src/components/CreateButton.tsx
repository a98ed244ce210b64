import { Access, useAccess } from '@umijs/max';
import { Button, type ButtonProps } from 'antd';
import { useText } from '@/hooks';

/**
 * A list's "new" button in its toolbar (primary; 新增 unless given another text), shown only to those holding
 * `authority` (usually `action(<list path>, 'add')`).
 */
export default function CreateButton({ authority, children, ...props }: ButtonProps & { authority: string }) {
  const t = useText();
  const { can } = useAccess();
  return (
    <Access accessible={can(authority)}>
      <Button type="primary" {...props}>
        {children ?? t('crud.add')}
      </Button>
    </Access>
  );
}
