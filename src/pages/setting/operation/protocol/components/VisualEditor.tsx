import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { type ClipboardEvent, type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useText } from '@/hooks';
import { safeUrl, sanitizeHtml } from '@/utils/sanitizeHtml';
import styles from './ProtocolHtml.less';

/**
 * The protocol's visual (WYSIWYG) editor (src/pages/setting/README.md
 * "Operating entities, protocols and SMS signatures"): a contentEditable area with a small toolbar (headings,
 * paragraph, bold, italic, lists, quote, link, table), no dependency. Its value is HTML that has been through the one
 * allowlist sanitizer (DOMPurify, src/utils/sanitizeHtml.ts) on every change; what is pasted or dropped is sanitized
 * before it enters the page (the browser never inserts it as it came), and a value set from outside (a template, a
 * version to start from) is sanitized before it is drawn. The backend sanitizes again on save.
 */
type Tool = 'h1' | 'h2' | 'h3' | 'p' | 'bold' | 'italic' | 'ul' | 'ol' | 'quote' | 'link' | 'table';

/** Each tool's name (its tooltip and accessible name). */
const TOOL_TEXT: Record<Tool, string> = {
  h1: 'pages.setting.operation.editor.tool.h1',
  h2: 'pages.setting.operation.editor.tool.h2',
  h3: 'pages.setting.operation.editor.tool.h3',
  p: 'pages.setting.operation.editor.tool.p',
  bold: 'pages.setting.operation.editor.tool.bold',
  italic: 'pages.setting.operation.editor.tool.italic',
  ul: 'pages.setting.operation.editor.tool.ul',
  ol: 'pages.setting.operation.editor.tool.ol',
  quote: 'pages.setting.operation.editor.tool.quote',
  link: 'pages.setting.operation.editor.tool.link',
  table: 'pages.setting.operation.editor.tool.table',
};

/** An editor with no text, image, rule or table in it is empty (the browser leaves `<p><br></p>` and the like). */
function emptied(html: string): boolean {
  if (/<(img|hr|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TABLE =
  '<table><thead><tr><th>…</th><th>…</th></tr></thead><tbody><tr><td>…</td><td>…</td></tr></tbody></table><p><br></p>';

export default function VisualEditor(props: { id: string; value?: string; onChange?: (html: string) => void }) {
  const t = useText();
  const box = useRef<HTMLDivElement>(null);
  /** the value this editor last emitted (or drew): an outside value differing from it is drawn anew */
  const last = useRef<string | undefined>(undefined);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('');
  const [badUrl, setBadUrl] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || props.value === last.current) return;
    const clean = sanitizeHtml(props.value ?? '');
    el.innerHTML = clean;
    last.current = props.value;
  }, [props.value]);

  const emit = () => {
    const el = box.current;
    if (!el) return;
    const clean = sanitizeHtml(el.innerHTML);
    const value = emptied(clean) ? '' : clean;
    last.current = value;
    props.onChange?.(value);
  };

  const focus = () => {
    box.current?.focus();
    // Enter makes paragraphs, and formatting makes tags, not inline styles
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand('styleWithCSS', false, 'false');
  };

  const insertClean = (html: string) => {
    focus();
    document.execCommand('insertHTML', false, sanitizeHtml(html));
    emit();
  };

  const run = (tool: Tool) => {
    focus();
    if (tool === 'link') {
      const sel = window.getSelection();
      saved.current = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
      setUrl('');
      setBadUrl(false);
      setLinking(true);
      return;
    }
    if (tool === 'table') {
      insertClean(TABLE);
      return;
    }
    const block: Partial<Record<Tool, string>> = { h1: 'h1', h2: 'h2', h3: 'h3', p: 'p', quote: 'blockquote' };
    const command: Partial<Record<Tool, string>> = {
      bold: 'bold',
      italic: 'italic',
      ul: 'insertUnorderedList',
      ol: 'insertOrderedList',
    };
    if (block[tool]) document.execCommand('formatBlock', false, block[tool]);
    else if (command[tool]) document.execCommand(command[tool] as string);
    emit();
  };

  const link = () => {
    const href = url.trim();
    if (!href || !safeUrl(href, 'a')) {
      setBadUrl(true);
      return;
    }
    setLinking(false);
    focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
    if (sel && !sel.isCollapsed) document.execCommand('createLink', false, href);
    else document.execCommand('insertHTML', false, `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
    emit();
  };

  // what comes from outside the page is sanitized first; the browser never inserts it as it came
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    insertClean(html || escapeHtml(e.clipboardData.getData('text/plain')).replace(/\r?\n/g, '<br>'));
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.dataTransfer.getData('text/html');
    const text = e.dataTransfer.getData('text/plain');
    if (html || text) insertClean(html || escapeHtml(text));
  };

  const tool = (name: Tool, label: ReactNode) => (
    <Tooltip key={name} title={t(TOOL_TEXT[name])}>
      <Button
        size="small"
        type="text"
        id={`${props.id}-${name}`}
        aria-label={t(TOOL_TEXT[name])}
        // keep the selection in the editor
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => run(name)}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={0} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }} role="toolbar">
        {tool('h1', 'H1')}
        {tool('h2', 'H2')}
        {tool('h3', 'H3')}
        {tool('p', '¶')}
        {tool('bold', <BoldOutlined />)}
        {tool('italic', <ItalicOutlined />)}
        {tool('ul', <UnorderedListOutlined />)}
        {tool('ol', <OrderedListOutlined />)}
        {tool('quote', '❝')}
        {tool('link', <LinkOutlined />)}
        {tool('table', <TableOutlined />)}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area is a contentEditable element; no native one edits HTML */}
      <div
        ref={box}
        id={props.id}
        className={styles.html}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        aria-label={t('pages.setting.operation.editor.content')}
        tabIndex={0}
        onFocus={focus}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onDrop={onDrop}
        style={{ minHeight: 360, maxHeight: 720, overflowY: 'auto', padding: '8px 12px', outline: 'none' }}
      />
      <Modal
        open={linking}
        title={t('pages.setting.operation.editor.link.title')}
        onOk={link}
        onCancel={() => setLinking(false)}
        okButtonProps={{ id: `${props.id}-link-ok` }}
        destroyOnClose
      >
        <Input
          id={`${props.id}-link-url`}
          value={url}
          placeholder="https://"
          status={badUrl ? 'error' : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setBadUrl(false);
          }}
          onPressEnter={link}
        />
        {badUrl && <Typography.Text type="danger">{t('pages.setting.operation.editor.link.bad')}</Typography.Text>}
      </Modal>
    </div>
  );
}
