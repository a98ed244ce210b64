import { render } from '@testing-library/react';
import { DEFAULT_CONFIG, setRuntimeConfig } from '@/utils/runtimeConfig';
import EnvironmentLabel, { textOn } from './EnvironmentLabel';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: { label?: string }) => `${id}: ${values?.label}`,
  }),
}));

describe('the environment label (docs/rules.md "Run-time configuration")', () => {
  afterEach(() => setRuntimeConfig({ ...DEFAULT_CONFIG }));

  it('shows nothing when the configuration names no environment (production)', () => {
    const { container } = render(<EnvironmentLabel />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the configured label on the configured colour, its text readable on it', () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, environmentLabel: '预发布', environmentColor: '#fadb14' });
    const { container } = render(<EnvironmentLabel />);
    const label = container.querySelector('#environment-label') as HTMLElement;
    expect(label).toHaveTextContent('预发布');
    expect(label).toHaveAttribute('title', 'app.environment: 预发布');
    expect(label.style.background).toBe('rgb(250, 219, 20)');
    expect(label.style.color).toBe('rgb(0, 0, 0)');
  });

  it('picks black or white text, whichever contrasts more', () => {
    expect(textOn(DEFAULT_CONFIG.environmentColor)).toBe('#fff');
    expect(textOn('#ad4e00')).toBe('#fff');
    expect(textOn('#cf1322')).toBe('#fff');
    expect(textOn('#000')).toBe('#fff');
    expect(textOn('#fff')).toBe('#000');
    expect(textOn('#52c41a')).toBe('#000');
    expect(textOn('#fadb14')).toBe('#000');
  });
});
