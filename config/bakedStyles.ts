import type * as StyleLibrary from '@ant-design/cssinjs';
import type * as ProComponents from '@ant-design/pro-components';
import type { ProColumns } from '@ant-design/pro-components';
import type * as Antd from 'antd';
import { createElement as h, type ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { consoleTheme } from '../src/utils/consoleTheme';
import { navTokens } from '../src/utils/navTheme';
import defaultSettings from './defaultSettings';

/**
 * docs/rules.md "Pre-baked component styles": the components of the console's shell and first screens (/welcome,
 * /oplog, /order/flow, /access/people), with the theme the main layout gives them by default
 * (src/layouts/BasicLayout.tsx: the console theme of the default colour, the dark side menu's tokens). What they draw
 * does not matter, only which components with which theme: each component's style is keyed by its name and the theme's tokens.
 */
function consoleSample(antd: typeof Antd, pro: typeof ProComponents, theme: Antd.ThemeConfig): ReactNode {
  const { Alert, Badge, Button, Card, Checkbox, Col, ConfigProvider, Drawer, Dropdown, Empty, Input, List } = antd;
  const { Modal, Popconfirm, Row, Select, Skeleton, Space, Statistic, Tag, Tooltip, Tree, Typography } = antd;
  const { PageContainer, ProLayout, ProTable } = pro;
  const columns: ProColumns<{ id: number }>[] = [
    { title: 'text', dataIndex: 'text', ellipsis: true, tooltip: 'tip' },
    { title: 'select', dataIndex: 'select', valueType: 'select', valueEnum: { 1: { text: 'on', status: 'Success' } } },
    { title: 'range', dataIndex: 'range', valueType: 'dateTimeRange' },
    { title: 'date', dataIndex: 'date', valueType: 'date' },
  ];
  const menu = [
    { path: '/a', name: 'a', children: [{ path: '/a/b', name: 'b' }] },
    { path: '/c', name: 'c' },
  ];
  return h(
    ConfigProvider,
    { theme },
    h(
      ProLayout,
      {
        title: 'console',
        navTheme: 'light',
        token: navTokens,
        layout: 'side',
        fixSiderbar: true,
        location: { pathname: '/a/b' },
        menuDataRender: () => menu,
      },
      // the header
      h(Space, null, h(Select, { options: [] }), h(Dropdown, { menu: { items: [] } }, h(Button, null, 'b'))),
      h(Tooltip, { title: 't' }, h('span', null, 't')),
      // /welcome
      h(
        PageContainer,
        null,
        h(Row, null, h(Col, null, h(Card, null, h(Statistic, { value: 1 }))), h(Col, null, h(Alert, { message: 'a' }))),
        h(List, { dataSource: [1], renderItem: () => h(List.Item, null, h(Typography.Text, null, 't')) }),
        h(Skeleton),
        h(Empty),
        h(Tag, { color: 'blue' }, 't'),
        h(Badge, { status: 'success', text: 't' }),
      ),
      // /oplog, /order/flow: a list with its search form, toolbar, status badges, row actions and pagination
      h(ProTable<{ id: number }>, {
        rowKey: 'id',
        columns,
        dataSource: [{ id: 1 }],
        search: { labelWidth: 'auto' },
        rowSelection: {},
        pagination: { total: 50, pageSize: 10 },
        toolBarRender: () => [h(Button, { key: 'b', type: 'primary' }, 'b')],
      }),
      h(Popconfirm, { title: 't' }, h('a', null, 'x')),
      h(Modal, { open: false }),
      h(Drawer, { open: false }),
      // /access/people: the department tree beside the list
      h(Input.Search),
      h(Tree, { treeData: [{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }] }),
      h(Checkbox),
    ),
  );
}

/**
 * The styles antd and pro-components generate for the sample, as plain CSS with antd's cache-path map (the
 * `.data-ant-cssinjs-cache-path` rule), through antd's documented whole-export path: rendered on the server into a
 * fresh style cache, then `extractStyle`. Class names follow NODE_ENV as in the browser (`css-dev-only-…` in
 * development), so the build of each mode gets its own.
 */
export function bakeStyles(): string {
  // required when called, not imported: umi loads its plugins for every command (preview too), and these take
  // seconds to load in node
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs') as typeof StyleLibrary;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as typeof Antd;
  const defaults = () => antd.theme.getDesignToken() as unknown as Record<string, string>;
  const sample = consoleSample(
    antd,
    require('@ant-design/pro-components'),
    consoleTheme(defaultSettings.colorPrimary, defaults, defaultSettings.navTheme === 'dark'),
  );
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, sample));
  return extractStyle(cache, { plain: true, types: ['style'] });
}
