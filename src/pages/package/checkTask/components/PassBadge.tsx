import { Badge } from 'antd';
import { useText } from '@/hooks';

/** Pass / fail of a check run or a single check (a failed warning-level check reads "warning"). */
export default function PassBadge(props: { pass: boolean; severity?: 'error' | 'warning'; id?: string }) {
  const t = useText();
  const warning = !props.pass && props.severity === 'warning';
  return (
    <Badge
      id={props.id}
      data-pass={props.pass ? '1' : '0'}
      status={props.pass ? 'success' : warning ? 'warning' : 'error'}
      text={t(
        props.pass ? 'pages.package.check.pass' : warning ? 'pages.package.check.warn' : 'pages.package.check.fail',
      )}
    />
  );
}
