import { CloseOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import { memo, useEffect, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { afterPaint } from './PaneContext';

export interface TabItem {
  key: string;
  label: string;
  closable: boolean;
}

interface Props {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  onClose: (key: string) => void;
}

/**
 * The workspace's tab bar: one button per open screen, a close button beside it. A click renders the bar once (no
 * state of its own: no hover, focus or press state to re-render on mousedown, focus and mouseup, no ink bar or
 * overflow list to measure); antd's Tabs did four renders of every tab per click, each measuring the tabs again.
 *
 * Keyboard (WAI-ARIA tabs, activation follows focus): ←/→ go to the tab before/after, Home/End to the first/last,
 * Delete closes the focused tab. A middle click closes a tab, as in a browser. The bar scrolls sideways (wheel or
 * trackpad) when the tabs do not fit, and the shown tab is scrolled into view after it has been painted.
 */
export default memo(function TabBar({ items, activeKey, onChange, onClose }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const bar = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      afterPaint(() => {
        const tab = bar.current?.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(activeKey)}"]`);
        const box = bar.current;
        if (!tab || !box || box.scrollWidth <= box.clientWidth) return;
        if (tab.offsetLeft < box.scrollLeft || tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth)
          tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }),
    [activeKey],
  );

  // a mouse wheel scrolls the bar sideways when the tabs do not fit (the bar has no scroll bar of its own)
  useEffect(() => {
    const box = bar.current;
    if (!box) return undefined;
    const onWheel = (e: WheelEvent) => {
      if (e.deltaX !== 0 || box.scrollWidth <= box.clientWidth) return;
      e.preventDefault();
      box.scrollLeft += e.deltaY;
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, []);

  const focusTab = (key: string) =>
    bar.current?.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(key)}"] [role="tab"]`)?.focus();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = items.length - 1;
    const to: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (e.key in to) {
      e.preventDefault();
      const next = items[Math.min(last, Math.max(0, to[e.key]))];
      if (next.key !== items[index].key) {
        focusTab(next.key);
        onChange(next.key);
      }
    } else if (e.key === 'Delete' && items[index].closable) {
      e.preventDefault();
      const neighbour = items[index + 1] || items[index - 1];
      onClose(items[index].key);
      if (neighbour) requestAnimationFrame(() => focusTab(neighbour.key));
    }
  };

  const onAuxClick = (e: MouseEvent, item: TabItem) => {
    if (e.button === 1 && item.closable) {
      e.preventDefault();
      onClose(item.key);
    }
  };

  const style = { '--workspace-tab-active': token.colorPrimary } as CSSProperties;
  return (
    <div
      className="workspace-tabs"
      role="tablist"
      aria-label={intl.formatMessage({ id: 'layout.tabs.label' })}
      ref={bar}
      style={style}
    >
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <div
            key={item.key}
            className={active ? 'workspace-tab workspace-tab-active' : 'workspace-tab'}
            data-node-key={item.key}
            role="presentation"
            onAuxClick={(e) => onAuxClick(e, item)}
          >
            <div
              role="tab"
              className="workspace-tab-btn"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => {
                if (!active) onChange(item.key);
              }}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.label}
            </div>
            {item.closable && (
              <button
                type="button"
                className="workspace-tab-close"
                tabIndex={-1}
                aria-label={intl.formatMessage({ id: 'layout.tabs.close' }, { title: item.label })}
                onClick={() => onClose(item.key)}
              >
                <CloseOutlined />
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
});
