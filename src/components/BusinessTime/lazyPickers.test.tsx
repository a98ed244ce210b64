import { ProForm, ProFormDateTimePicker } from '@ant-design/pro-components';
import { render, waitFor } from '@testing-library/react';
import { providedPickers } from './registry';
import { BusinessTimeFields } from './valueTypes';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

/**
 * The value types sit in the main layout without the pickers (docs/rules.md "Business time zone": the welcome page
 * loads no date picker); a form on a screen that did not load them gets them on first use, on the business clock.
 */
describe('a date field whose screen did not load the pickers', () => {
  it('loads them on first use and shows China’s wall clock', async () => {
    expect(providedPickers()).toBeUndefined();
    const at = Date.parse('2026-11-26T18:48:00+08:00');
    render(
      <BusinessTimeFields>
        <ProForm initialValues={{ at }} submitter={false}>
          <ProFormDateTimePicker name="at" fieldProps={{ id: 'at' }} />
        </ProForm>
      </BusinessTimeFields>,
    );
    await waitFor(() =>
      expect((document.getElementById('at') as HTMLInputElement | null)?.value).toBe('2026-11-26 18:48:00'),
    );
    expect(providedPickers()).toBeDefined();
  });
});
