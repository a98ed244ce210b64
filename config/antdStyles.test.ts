import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Input, theme } from 'antd';
import { consoleTheme } from '../src/utils/consoleTheme';
import { type AntdSheet, antdSheet } from './antdStyles';
import defaultSettings from './defaultSettings';

/** The sheet's list: `<theme's token key>|<style's path>` of each style it holds. */
const listed = (sheet: AntdSheet) => {
  const m = sheet.map.match(/^\.data-ant-cssinjs-cache-path\{content:"(.*)";\}$/);
  expect(m, sheet.map.slice(0, 80)).not.toBeNull();
  return (m?.[1] ?? '').split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
};
const keyOf = (entry: string) => entry.split('|')[0];

describe('antd’s styles at build time (docs/rules.md "antd’s styles at build time")', () => {
  let sheet: AntdSheet;
  beforeAll(() => {
    sheet = antdSheet(defaultSettings.colorPrimary);
  }, 60_000);

  it('lists each style it holds once, in one rule kept apart from the styles', () => {
    const entries = listed(sheet);
    expect(entries).toHaveLength(sheet.styles);
    expect(new Set(entries).size).toBe(entries.length);
    expect(sheet.css).not.toContain('data-ant-cssinjs-cache-path');
    expect(sheet.css.length).toBeGreaterThan(100_000);
  });

  it('holds the list screens’ table, filter form, buttons and ProTable under the main theme; antd’s Menu only under the side menu’s own theme', () => {
    const entries = listed(sheet);
    const table = entries.find((e) => e.endsWith('|Table-Table|ant-table|anticon'));
    expect(table).toBeDefined();
    const main = keyOf(table as string);
    for (const path of [
      'Button-Button|ant-btn|anticon',
      'Form-item-item|ant-form|anticon',
      'Select-Select|ant-select|anticon',
    ]) {
      expect(entries, path).toContain(`${main}|${path}`);
    }
    expect(entries.some((e) => e.endsWith('|ProTable'))).toBe(true);
    // an antd Menu of the main theme would recolour the dark side menu, whose items carry the main theme's class too
    const menus = entries.filter((e) => e.includes('|Menu-Menu|ant-menu|'));
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.filter((e) => keyOf(e) === main)).toEqual([]);
  });

  it('names no style of a theme drawn outside the main layout: antd’s default, the sign-in pages’ and the light menu’s', () => {
    const cache = createCache();
    const defaults = () => theme.getDesignToken() as unknown as Record<string, string>;
    const drawn = [createElement(Button, { key: 1 }), createElement(Input, { key: 2 })];
    renderToString(
      createElement(StyleProvider, { cache }, [
        createElement('div', { key: 1 }, drawn),
        createElement(ConfigProvider, { key: 2, theme: consoleTheme(defaultSettings.colorPrimary, defaults) }, drawn),
      ]),
    );
    const outside = new Set([...cache.cache.keys()].filter((k) => k.startsWith('style%')).map((k) => k.split('%')[1]));
    expect(outside.size).toBe(2);
    expect(listed(sheet).filter((e) => outside.has(keyOf(e)))).toEqual([]);
  });

  it('is the default theme colour’s: another colour’s styles have other names, so they are generated in the page', () => {
    const purple = new Set(listed(antdSheet('#722ed1')).map(keyOf));
    expect(listed(sheet).filter((e) => purple.has(keyOf(e)))).toEqual([]);
  }, 60_000);
});
