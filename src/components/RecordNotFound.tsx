import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/** A detail or edit page whose record (from ?id=…) does not exist: says so and offers the way back to its list. */
export default function RecordNotFound(props: { message: ReactNode; backText: ReactNode; onBack: () => void }) {
  return (
    <Result
      status="404"
      subTitle={props.message}
      extra={
        <Button type="primary" onClick={props.onBack}>
          {props.backText}
        </Button>
      }
    />
  );
}
