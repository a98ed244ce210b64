import { theme } from 'antd';
import { JSDOM } from 'jsdom';
import { consoleTheme } from '../src/utils/consoleTheme';
import { bakeStyles } from './bakedStyles';
import { beforeConsoleCss } from './bakedStylesPlugin';

/** The cache paths of antd's map in a baked stylesheet (`<token key>|<component>|…`), without their hashes. */
function cachePaths(css: string): string[] {
  const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/)?.[1] ?? '';
  return map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}

describe('baked component styles (docs/rules.md "Pre-baked component styles")', () => {
  // renders the shell and a list in node: a few seconds on a loaded machine
  const css = bakeStyles();

  it("holds the shell's and the first screens' component styles, each listed in antd's cache-path map", () => {
    const components = cachePaths(css).map((path) => path.split('|')[1]);
    for (const name of [
      'ProLayout',
      'ProLayoutSiderMenu',
      'Menu-Menu',
      'ProTable',
      'QueryFilter',
      'Form-Form',
      'Select-Select',
      'DatePicker-DatePicker',
      'Button-Button',
      'Table-Table',
      'Pagination-Pagination',
      'Card-Card',
      'Statistic-Statistic',
      'Tree-Tree',
    ]) {
      expect(components).toContain(name);
    }
    expect(css).toMatch(/\.ant-table-wrapper/);
  });

  it("themes them as the main layout does: the dark side menu has its own tokens, the rest the console's theme", () => {
    const keyOf = (component: string) =>
      cachePaths(css)
        .find((path) => path.split('|')[1] === component)
        ?.split('|')[0];
    // the side menu's antd Menu is drawn with ProLayout's dark sider tokens, the table with the console's theme
    expect(keyOf('Menu-Menu')).toBeTruthy();
    expect(keyOf('Menu-Menu')).not.toBe(keyOf('Table-Table'));
    expect(keyOf('Button-Button')).toBe(keyOf('Table-Table'));
    // the default colour as the console themes it (docs/rules.md "Accessibility": darkened for contrast)
    const defaults = () => theme.getDesignToken() as unknown as Record<string, string>;
    const primary = (consoleTheme('#1890ff', defaults, true).token as Record<string, string>).colorPrimary;
    expect(primary).not.toBe('#1890ff');
    expect(css).toContain(primary);
    expect(css).not.toContain('#1890ff');
    expect(css).toContain('#001529');
    // the open group of the shown screen in the dark menu is white, not the theme colour
    // (ProLayout draws it as a light antd Menu)
    expect(css).toContain('.ant-menu-light .ant-menu-submenu-selected>.ant-menu-submenu-title');
    expect(css).toMatch(/\.ant-menu-light \.ant-menu-submenu-selected>\.ant-menu-submenu-title,[^{]*\{color:#fff;\}/);
  });
});

describe('where a chunk stylesheet goes (mini-css-extract insert)', () => {
  it("puts each before the console's own stylesheet, in the order they load", () => {
    const { window } = new JSDOM(
      '<head><link rel="stylesheet" href="/umi.css"><link rel="preload" as="style" href="/a.chunk.css"></head>',
    );
    const previous = globalThis.document;
    globalThis.document = window.document;
    try {
      for (const href of ['/a.chunk.css', '/b.chunk.css']) {
        const link = window.document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.setAttribute('data-href', href);
        beforeConsoleCss(link);
      }
      // also as webpack runs it: from its source text
      const c = window.document.createElement('link');
      c.rel = 'stylesheet';
      c.setAttribute('data-href', '/c.chunk.css');
      c.href = '/c.chunk.css';
      new window.Function('link', `(${beforeConsoleCss.toString()})(link)`)(c);
    } finally {
      globalThis.document = previous;
    }
    const order = Array.from(window.document.head.querySelectorAll('link[rel="stylesheet"]')).map((l) =>
      l.getAttribute('href'),
    );
    expect(order).toEqual(['/a.chunk.css', '/b.chunk.css', '/c.chunk.css', '/umi.css']);
  });
});
