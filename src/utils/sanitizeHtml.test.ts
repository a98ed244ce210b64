import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { safeUrl, sanitizeHtml } from './sanitizeHtml';

/** Nothing in `html` could run script: no dangerous element, no event handler, no script URL. */
function inert(html: string) {
  expect(html).not.toMatch(/<\s*\/?\s*(script|style|iframe|object|embed|svg|math|template|base|meta|link|form)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*\s(style|srcdoc|formaction|xlink:href|srcset)\s*=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data(?!:image\/(png|jpeg|gif|webp);base64,))/i);
  // what it writes reads the same when sanitized again (no mutation on a second parse)
  expect(sanitizeHtml(html)).toBe(html);
}

const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt src=//evil.example/x.js></sCrIpT>',
  '<script/src="//evil.example/x.js"></script>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x ONERROR="alert(1)">',
  '<img src=x onerror=alert(1)//',
  '<img/src=x/onerror=alert(1)>',
  '<img src="x"onerror="alert(1)">',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="&#106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&NewLine;:alert(1)">x</a>',
  '<a href="jav&Tab;ascript:alert(1)">x</a>',
  '<a href="javascript&unknownentity;:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  "<a href='javascript:alert(1)'>x</a>",
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">cover</p>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="//evil.example">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p id="x" name="y" class="z">clobber</p>',
  '<div><p>unclosed <b>bold',
  '</div></div></div><img src=x onerror=alert(1)>',
  '<a href="https://ok.example" target="_blank" rel="opener">ok</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" onload="alert(1)">',
  '<div constructor="x" __proto__="y">proto</div>',
  '<constructor>x</constructor><__proto__>y</__proto__>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
];

describe('sanitizeHtml', () => {
  it.each(VECTORS)('leaves nothing that runs: %s', (v) => {
    inert(sanitizeHtml(v));
    // the same vectors in a Markdown protocol are as inert once rendered
    inert(renderMarkdown(v));
    inert(renderMarkdown(sanitizeHtml(v, { textMode: 'markdown' })));
  });

  it('keeps the allowed formatting, links and images', () => {
    const html =
      '<h2>标题</h2><p>文字 <strong>粗</strong> <em>斜</em> <a href="https://example.com/a?b=1&amp;c=2" title="t">链接</a></p>' +
      '<ul><li>一</li></ul><img src="https://cdn.example/a.png" alt="图"><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="mailto:dpo@example.com">m</a>')).toBe('<a href="mailto:dpo@example.com">m</a>');
    expect(sanitizeHtml('<a href="/privacy#rights">r</a>')).toBe('<a href="/privacy#rights">r</a>');
  });

  it('drops what is not allowed and says exactly what it keeps', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('before<script>alert(1)</script>after')).toBe('beforeafter');
    expect(sanitizeHtml('<font color=red>text</font>')).toBe('text');
    expect(sanitizeHtml('<div><p>unclosed <b>bold')).toBe('<div><p>unclosed <b>bold</b></p></div>');
    expect(sanitizeHtml('</p>stray</div>')).toBe('stray');
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
    expect(sanitizeHtml('<a href="data:image/png;base64,AAAA">x</a>')).toBe('<a>x</a>');
    // a cell outside a table is no element to an HTML parser: the check is made on a cell in its table
    expect(
      sanitizeHtml('<table><tbody><tr><td align="CENTER" colspan="x" rowspan="2">c</td></tr></tbody></table>'),
    ).toBe('<table><tbody><tr><td align="center" rowspan="2">c</td></tr></tbody></table>');
    expect(sanitizeHtml('<p title="a&quot;b">q</p>')).toBe('<p>q</p>');
    expect(sanitizeHtml('<a title="a&quot;><script>" href="#">q</a>')).toBe(
      '<a title="a&quot;&gt;&lt;script&gt;" href="#">q</a>',
    );
  });

  it('cleans what a word processor or a web page puts on the clipboard', () => {
    const pasted =
      '<html><head><meta charset="utf-8"><style>p{color:red}</style></head><body><!--StartFragment-->' +
      '<p class="MsoNormal" style="margin:0" lang="zh-CN"><b>粗</b><o:p></o:p><span data-x="1">字</span></p>' +
      '<textarea>a<b>b</b></textarea><a href="https://e.example/" target="_blank" onclick="x()">l</a><!--EndFragment-->' +
      '</body></html>';
    expect(sanitizeHtml(pasted)).toBe('<p><b>粗</b><span>字</span></p><a href="https://e.example/">l</a>');
  });

  it('keeps a Markdown source as typed but without the dangerous markup (textMode markdown)', () => {
    const md =
      '# 标题\n\n> 引用 a < b\n\n**粗** <script>alert(1)</script> [链接](https://example.com)\n<img src=x onerror=alert(1)>';
    expect(sanitizeHtml(md, { textMode: 'markdown' })).toBe(
      '# 标题\n\n> 引用 a < b\n\n**粗**  [链接](https://example.com)\n<img src="x">',
    );
  });

  it("keeps a Markdown source's entities and line breaks as typed, and judges its addresses with entities resolved", () => {
    const md = '&#42;not emphasis&#42; a &amp; b &lt;u&gt;\r\n<b title="x">b</b> [a](https://e.example/?a=1&amp;b=2)';
    expect(sanitizeHtml(md, { textMode: 'markdown' })).toBe(md.replace(' title="x"', ''));
    expect(sanitizeHtml('<a href="&#106;avascript&#58;alert(1)" title="&quot;t">x</a>', { textMode: 'markdown' })).toBe(
      '<a title="&quot;t">x</a>',
    );
    expect(sanitizeHtml('<a href="https://e.example/?a=1&amp;b=2">x</a>', { textMode: 'markdown' })).toBe(
      '<a href="https://e.example/?a=1&amp;b=2">x</a>',
    );
    // what a dropped element held is not let out as a tag
    expect(sanitizeHtml('<listing><u>x</u></listing><noscript><b>y</b></noscript>', { textMode: 'markdown' })).toBe(
      '<u>x</u>',
    );
  });

  it('keeps a safe address written with a leading space or line break, and an attribute only on its own tags', () => {
    expect(safeUrl(' https://example.com/x', 'a')).toBe(true);
    expect(safeUrl('\nmailto:ops@example.com', 'a')).toBe(true);
    expect(sanitizeHtml('<a href="\n https://example.com/x">x</a>')).toBe('<a href="https://example.com/x">x</a>');
    // title belongs to a and img, align to th and td: elsewhere they go; align keeps only its three words
    expect(sanitizeHtml('<p title="t" align="left">p</p>')).toBe('<p>p</p>');
    expect(
      sanitizeHtml(
        '<table><tbody><tr><td align="LEFT" colspan="2">c</td><td align="justify">d</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td align="left" colspan="2">c</td><td>d</td></tr></tbody></table>');
  });

  it('judges an HTML address as it reads, even after a Markdown source was cleaned', () => {
    // the text "a&#58;b" (typed with &amp;) is a relative address, not the scheme "a:"
    const html = '<a href="a&amp;#58;b">x</a>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="a&#58;b">x</a>', { textMode: 'markdown' })).toBe('<a>x</a>');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("writes a Markdown source's attributes back quoted: a quote in a value cannot open another attribute", () => {
    expect(sanitizeHtml('<a title=\'say "hi" onclick="x"\' href="/h">x</a>', { textMode: 'markdown' })).toBe(
      '<a title="say &quot;hi&quot; onclick=&quot;x&quot;" href="/h">x</a>',
    );
    expect(sanitizeHtml('<img src="/a.png" alt="b" title="c">', { textMode: 'markdown' })).toBe(
      '<img src="/a.png" alt="b" title="c">',
    );
    // a quote is no base64: such an image address is judged with it, and goes
    expect(sanitizeHtml('<img src=\'data:image/png;base64,AA"AA\' alt="q">', { textMode: 'markdown' })).toBe(
      '<img alt="q">',
    );
  });

  it('cleans no input to nothing', () => {
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
    expect(sanitizeHtml(null as unknown as string, { textMode: 'markdown' })).toBe('');
  });

  it('judges URLs after entities and control characters are resolved', () => {
    expect(safeUrl('https://example.com', 'a')).toBe(true);
    expect(safeUrl('/relative/path', 'a')).toBe(true);
    expect(safeUrl('page?x=a:b', 'a')).toBe(true);
    expect(safeUrl('tel:+8613800000000', 'a')).toBe(true);
    expect(safeUrl('java\nscript:alert(1)', 'a')).toBe(false);
    expect(safeUrl('\u0000javascript:alert(1)', 'a')).toBe(false);
    expect(safeUrl('data:image/png;base64,AAAA', 'a')).toBe(false);
    expect(safeUrl('data:image/png;base64,AAAA', 'img')).toBe(true);
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>', 'img')).toBe(false);
  });
});
