import {
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { AutoComplete, Form } from 'antd';
import { useMemo } from 'react';
import { menuIcon } from '@/components/menuIcons';
import { MENU_FIELDS as F } from '@/contract/unity/fields';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import type { MenuEntry } from '@/services/types';
import { useGameOptions, useText } from '@/hooks';
import { fullMenuTree, type MenuNode } from '@/utils/menu';
import { allRoutePaths } from '@/utils/routeTable';
import { subtreeIds } from './treeOps';

interface ParentOption {
  title: string;
  value: number;
  disabled?: boolean;
  children?: ParentOption[];
}

function parentOptions(node: MenuNode, blocked: Set<number>): ParentOption {
  return {
    title: node.name,
    value: node.id,
    disabled: blocked.has(node.id),
    children: node.children?.filter((c) => c.type === 1).map((c) => parentOptions(c, blocked)),
  };
}

/**
 * The fields of a menu entry (add and edit); `self` is the entry being edited (its subtree cannot be its parent).
 * Every limit and pattern is the contract's (src/contract/unity/fields.ts).
 */
export default function MenuEntryFields({
  idPrefix,
  entries,
  self,
}: {
  idPrefix: string;
  entries: MenuEntry[];
  self?: MenuEntry;
}) {
  const t = useText();
  const games = useGameOptions(true);
  const icon = Form.useWatch('icon') as string | undefined;
  const nameField = fieldRules(F.name);
  const uriField = fieldRules(F.uri, { patternMessage: t('pages.unity.menu.uri.pattern') });
  const sortField = fieldRules(F.sortNumber);
  const iconField = fieldRules(F.icon, { patternMessage: t('pages.unity.menu.icon.pattern') });
  const parents = useMemo(() => {
    const blocked = self ? subtreeIds(entries, self.id) : new Set<number>();
    return [parentOptions(fullMenuTree(entries, t('layout.menu.root')), blocked)];
  }, [entries, self, t]);
  const routes = useMemo(
    () =>
      allRoutePaths()
        .filter((p) => p !== '/')
        .map((p) => ({ value: p })),
    [],
  );

  return (
    <>
      <ProFormText
        htmlFor={`${idPrefix}-name`}
        name="name"
        label={t('pages.unity.menu.name')}
        fieldProps={{ id: `${idPrefix}-name`, ...nameField.input }}
        rules={nameField.rules}
      />
      <ProFormRadio.Group
        htmlFor={`${idPrefix}-type`}
        name="type"
        label={t('pages.unity.menu.type')}
        radioType="button"
        options={fieldOptions(F.type, (v) => t(`pages.unity.menu.type.${v}`))}
        fieldProps={{ id: `${idPrefix}-type` }}
      />
      <Form.Item
        htmlFor={`${idPrefix}-uri`}
        name="uri"
        label={t('pages.unity.menu.uri')}
        tooltip={t('pages.unity.menu.uri.tip')}
        rules={uriField.rules}
      >
        <AutoComplete
          id={`${idPrefix}-uri`}
          {...uriField.input}
          options={routes}
          filterOption={(input, option) =>
            String(option?.value || '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
          allowClear
        />
      </Form.Item>
      <ProFormTreeSelect
        htmlFor={`${idPrefix}-parent`}
        name="parentId"
        label={t('pages.unity.menu.parent')}
        fieldProps={{
          id: `${idPrefix}-parent`,
          treeData: parents,
          treeDefaultExpandedKeys: [0],
          showSearch: true,
          treeNodeFilterProp: 'title',
          allowClear: false,
        }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormSelect
        htmlFor={`${idPrefix}-game`}
        name="scopeGameId"
        label={t('pages.unity.menu.game')}
        tooltip={t('pages.unity.menu.game.tip')}
        options={games}
        allowClear={false}
        fieldProps={{
          id: `${idPrefix}-game`,
          showSearch: true,
          optionFilterProp: 'label',
        }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormDigit
        htmlFor={`${idPrefix}-sort`}
        name="sortNumber"
        label={t('pages.unity.menu.sortNumber')}
        tooltip={t('pages.unity.menu.sortNumber.tip')}
        fieldProps={{ id: `${idPrefix}-sort`, ...sortField.input }}
        rules={sortField.rules}
      />
      <ProFormText
        htmlFor={`${idPrefix}-icon`}
        name="icon"
        label={t('pages.unity.menu.icon')}
        tooltip={t('pages.unity.menu.icon.tip')}
        fieldProps={{
          id: `${idPrefix}-icon`,
          ...iconField.input,
          suffix: menuIcon(icon),
        }}
        rules={iconField.rules}
      />
      <ProFormSwitch
        htmlFor={`${idPrefix}-hidden`}
        name="hidden"
        label={t('pages.unity.menu.hidden')}
        tooltip={t('pages.unity.menu.hidden.tip')}
        fieldProps={{ id: `${idPrefix}-hidden` }}
      />
    </>
  );
}
