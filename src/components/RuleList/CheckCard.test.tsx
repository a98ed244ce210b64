import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CheckCard, { CheckSelect, CheckVersion } from './CheckCard';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

const TEXTS = { title: 'x.check.title', submit: 'x.check.run', versionPattern: 'x.version.pattern' };
type Values = { platform: string; version: string };

function draw(ask: (v: Values) => Promise<{ data: { rule: string } }>) {
  render(
    <CheckCard<Values, { rule: string }>
      idPrefix="x"
      texts={TEXTS}
      ask={ask}
      answer={(a) => <span id="x-check-answer">{a.rule}</span>}
    >
      <CheckSelect
        name="platform"
        label="platform"
        options={[{ value: 'ios', label: 'iOS' }]}
        width={120}
        initial="ios"
      />
      <CheckVersion label="version" placeholder="1.2.10" width={110} />
    </CheckCard>,
  );
}

describe('CheckCard', () => {
  it('asks with the fields’ values (a choice’s first value included) and draws the answer', async () => {
    const ask = vi.fn(async () => ({ data: { rule: '#3 android' } }));
    draw(ask);
    expect(screen.getByText('x.check.title')).toBeInTheDocument();
    expect(document.getElementById('x-check-platform')).not.toBeNull();
    fireEvent.change(document.getElementById('x-check-version') as HTMLElement, { target: { value: '1.2.10' } });
    await act(async () => {
      fireEvent.click(document.getElementById('x-check-submit') as HTMLElement);
    });
    await waitFor(() => expect(document.getElementById('x-check-answer')).toHaveTextContent('#3 android'));
    expect(ask).toHaveBeenCalledWith({ platform: 'ios', version: '1.2.10' });
  });

  it('a version that is not digits and dots is refused with the card’s message, nothing asked', async () => {
    const ask = vi.fn(async () => ({ data: { rule: '' } }));
    draw(ask);
    fireEvent.change(document.getElementById('x-check-version') as HTMLElement, { target: { value: 'v1' } });
    await act(async () => {
      fireEvent.click(document.getElementById('x-check-submit') as HTMLElement);
    });
    expect(await screen.findByText('x.version.pattern')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });
});
