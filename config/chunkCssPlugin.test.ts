import { JSDOM } from 'jsdom';
import { beforeConsoleCss } from './chunkCssPlugin';

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
