import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, emphasis, links, lists, quotes, code and tables', () => {
    const md = [
      '# 隐私政策',
      '',
      '第一行  **重要** 与 *提示*，~~旧~~ `a<b`',
      '第二行 [链接](https://example.com "标题")',
      '',
      '- 甲',
      '- 乙',
      '',
      '3. 三',
      '4. 四',
      '',
      '> 引用',
      '',
      '```',
      '<script>alert(1)</script>',
      '```',
      '',
      '| 信息 | 目的 |',
      '|:---|---:|',
      '| 手机号 | 登录 |',
      '',
      '---',
    ].join('\n');
    // marked writes a line break between block elements (and inside lists, quotes and tables) and ends a code block
    // with its last line break: the same document as before, laid out differently
    expect(renderMarkdown(md)).toBe(
      [
        '<h1>隐私政策</h1>',
        '<p>第一行  <strong>重要</strong> 与 <em>提示</em>，<del>旧</del> <code>a&lt;b</code><br>第二行 <a href="https://example.com" title="标题">链接</a></p>',
        '<ul>\n<li>甲</li>\n<li>乙</li>\n</ul>',
        '<ol start="3">\n<li>三</li>\n<li>四</li>\n</ol>',
        '<blockquote>\n<p>引用</p>\n</blockquote>',
        '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre>',
        '<table>\n<thead>\n<tr>\n<th align="left">信息</th>\n<th align="right">目的</th>\n</tr>\n</thead>\n' +
          '<tbody><tr>\n<td align="left">手机号</td>\n<td align="right">登录</td>\n</tr>\n</tbody></table>',
        '<hr>',
        '',
      ].join('\n'),
    );
  });

  it('lets inline HTML through the sanitizer only', () => {
    expect(renderMarkdown('a <u>b</u> <script>alert(1)</script> <img src=x onerror=alert(1)>')).toBe(
      '<p>a <u>b</u>  <img src="x"></p>\n',
    );
    expect(renderMarkdown('[x](javascript:alert`1`) ![i](JAVASCRIPT:alert`1`)')).toBe(
      '<p><a>x</a> <img alt="i"></p>\n',
    );
    expect(renderMarkdown('[x](https://e.example/" onmouseover="alert(1))')).not.toMatch(/<[^>]*onmouseover/);
  });
});
