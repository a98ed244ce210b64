import { render } from '@testing-library/react';
import { Form } from 'antd';
import FieldSelect from '.';

const options = [{ label: 'A', value: 'a' }];

describe('FieldSelect (docs/rules.md "Accessibility")', () => {
  it('puts a required Form.Item’s aria-required on the combobox input, not on the outer div', () => {
    const { container } = render(
      <Form initialValues={{ kind: 'a' }}>
        <Form.Item name="kind" label="Kind" rules={[{ required: true }]}>
          <FieldSelect id="kind" options={options} />
        </Form.Item>
      </Form>,
    );
    const select = container.querySelector('.ant-select') as HTMLElement;
    expect(select.getAttribute('aria-required')).toBeNull();
    expect(container.querySelector('input[role="combobox"]')?.getAttribute('aria-required')).toBe('true');
  });

  it('a field that is not required carries no aria-required anywhere', () => {
    const { container } = render(
      <Form>
        <Form.Item name="kind" label="Kind">
          <FieldSelect id="kind" options={options} />
        </Form.Item>
      </Form>,
    );
    expect(container.querySelectorAll('[aria-required]')).toHaveLength(0);
  });
});
