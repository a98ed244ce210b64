import { Button, type ButtonProps } from 'antd';

/**
 * An action in a table row or a card header that looks like a link: a real button, so it takes the keyboard focus and
 * answers Enter and Space (an `<a>` without href does neither).
 */
export default function ActionLink({ style, ...props }: ButtonProps) {
  return <Button type="link" size="small" style={{ padding: 0, height: 'auto', ...style }} {...props} />;
}
