import { Select, type SelectProps } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react';

export type FieldSelectProps = SelectProps & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * antd's Select for a required Form.Item (docs/rules.md "Accessibility"). antd 5 hands Form.Item's `aria-required` to
 * the Select, which puts it on its outer div (ant-design/ant-design#46030), where ARIA does not allow it (axe
 * `aria-allowed-attr`); this one puts it on the combobox input instead, so a screen reader still hears that the field
 * is required. Everything else is antd's Select.
 */
const FieldSelect = forwardRef<RefSelectProps, FieldSelectProps>(function FieldSelect(
  { 'aria-required': required, ...props },
  ref,
) {
  const inner = useRef<RefSelectProps>(null);
  useImperativeHandle(ref, () => inner.current as RefSelectProps);
  useLayoutEffect(() => {
    const input = inner.current?.nativeElement?.querySelector('input[role="combobox"]');
    if (!input) return;
    if (required === true || required === 'true') input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select ref={inner} {...props} />;
});

export default FieldSelect;
