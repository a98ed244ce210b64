import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

type Props = { name?: string };

function setup() {
  function Panel({ name }: Props) {
    return <div data-testid="panel">{name ? `open: ${name}` : 'closed'}</div>;
  }
  const load = vi.fn(async () => ({ default: Panel }));
  const Drawer = onDemand<Props>(load, (p) => Boolean(p.name));
  return { load, Drawer };
}

describe('onDemand: a drawer whose code loads when it first opens', () => {
  it('loads nothing and draws nothing until it opens', () => {
    const { load, Drawer } = setup();
    render(<Drawer />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('panel')).toBeNull();
  });

  it('opens with the loaded code, stays mounted when closed, and loads only once', async () => {
    const { load, Drawer } = setup();
    const view = render(<Drawer />);
    view.rerender(<Drawer name="P1" />);
    expect((await screen.findByTestId('panel')).textContent).toBe('open: P1');
    view.rerender(<Drawer />);
    expect(screen.getByTestId('panel').textContent).toBe('closed');
    await act(async () => view.rerender(<Drawer name="P2" />));
    expect(screen.getByTestId('panel').textContent).toBe('open: P2');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
