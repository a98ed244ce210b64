import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import copy from 'copy-to-clipboard';
import { useContext, useEffect, useState } from 'react';

/** How long the button shows that the text was copied, as antd's Typography does. */
export const COPIED_MS = 3000;

/**
 * A table cell's text with a copy button: what ProTable's `copyable` draws (antd Typography's copy, no tooltips), as
 * a plain button: a Typography with its copy tooltip per cell is a dozen components, 60 of them on /order/flow's first
 * page. Copies as antd does (copy-to-clipboard); the button's label is antd's own 复制 / 复制成功 in the interface
 * language, and after a copy it shows a tick for 3 s.
 */
export default function CopyText({ text, children }: { text: string; children?: React.ReactNode }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? (locale?.Text?.copied ?? 'Copied') : (locale?.Text?.copy ?? 'Copy');
  return (
    <span className="console-copy-text">
      {children ?? text}
      <button
        type="button"
        className={copied ? 'console-copy console-copy-done' : 'console-copy'}
        aria-label={label}
        title={label}
        onClick={(e) => {
          e.stopPropagation();
          copy(text);
          setCopied(true);
        }}
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </span>
  );
}
