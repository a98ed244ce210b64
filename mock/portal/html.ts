/** Plain HTML for the portal stand-in: everything echoed is escaped. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f2f5;color:#1f1f1f}
main{max-width:360px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 24px}label{display:block;margin:16px 0 6px;font-size:14px}
input{box-sizing:border-box;width:100%;padding:8px 11px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px}
button{width:100%;margin-top:24px;padding:8px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:14px;cursor:pointer}
.error{margin:0 0 8px;padding:8px 12px;border-radius:6px;background:#fff2f0;color:#cf1322;font-size:14px}
.hint{margin-top:16px;color:#8c8c8c;font-size:12px}a{color:#1677ff}`;

/** A whole page; `body` must already be escaped HTML. */
export function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}
