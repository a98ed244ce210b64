import { Button, Empty, Input, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { ResourceType, type Resource } from '@/services/types';
import { checkState, filterTree, grantAll, grantCounts, indexTree, toggleNode } from '@/utils/grantTree';
import type { ResourceNode } from '@/utils/resourceTree';
import { useText } from '@/hooks';

/**
 * The resource grant tree of the role form and the permission-group form (a form control: `value` is the granted
 * resource ids). Menus with their buttons and endpoints under root 1; checking and unchecking follow
 * src/utils/grantTree.ts. Resources granted through the chosen permission groups carry a "via group" tag.
 */
export interface GrantTreeProps {
  resources: Resource[];
  /** the resources as a tree (the resource model's menuList) */
  tree: ResourceNode[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** resource ids the role already gets from its permission groups */
  viaGroups?: number[];
  disabled?: boolean;
  /** DOM id prefix */
  id?: string;
  height?: number;
}

const TYPE_COLOR: Record<number, string> = {
  [ResourceType.MENU]: 'blue',
  [ResourceType.BUTTON]: 'gold',
  [ResourceType.ENDPOINT]: 'purple',
};

export default function GrantTree(props: GrantTreeProps) {
  const t = useText();
  const { resources, tree, value = [], onChange, viaGroups = [] } = props;
  const index = useMemo(() => indexTree(tree), [tree]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<number[]>(() => tree.map((n) => n.id));
  const filtered = useMemo(() => filterTree(tree, search), [tree, search]);
  const state = useMemo(() => checkState(index, value), [index, value]);
  const via = useMemo(() => new Set(viaGroups), [viaGroups]);
  const counts = grantCounts(resources, value);

  const toData = (nodes: ResourceNode[]): DataNode[] =>
    nodes.map((n) => ({
      key: n.id,
      title: (
        <span data-path={n.path} data-resource-id={n.id}>
          <Tag color={TYPE_COLOR[n.type]} bordered={false} style={{ marginInlineEnd: 6 }}>
            {t(`pages.access.resourceType.${n.type}`)}
          </Tag>
          {n.name}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
            {n.path}
          </Typography.Text>
          {via.has(n.id) && (
            <Tag color="green" bordered={false} style={{ marginInlineStart: 8 }}>
              {t('pages.access.grant.viaGroup')}
            </Tag>
          )}
        </span>
      ),
      children: n.children ? toData(n.children) : undefined,
    }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: toData is rebuilt each render and reads only these
  const treeData = useMemo(() => toData(filtered.nodes), [filtered, via, t]);

  const expandedKeys = search.trim() ? [...new Set([...expanded, ...filtered.expand])] : expanded;

  return (
    <div id={props.id} className="grant-tree">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          id={props.id ? `${props.id}-search` : undefined}
          placeholder={t('pages.access.grant.search')}
          style={{ width: 260 }}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={setSearch}
        />
        <Button
          size="small"
          onClick={() => setExpanded(index.ids.filter((id) => (index.children.get(id) || []).length))}
        >
          {t('pages.access.grant.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('pages.access.grant.collapseAll')}
        </Button>
        <Button size="small" disabled={props.disabled} onClick={() => onChange?.(grantAll(index))}>
          {t('pages.access.grant.checkAll')}
        </Button>
        <Button size="small" disabled={props.disabled} onClick={() => onChange?.([])}>
          {t('pages.access.grant.clear')}
        </Button>
      </Space>
      <div style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" id={props.id ? `${props.id}-summary` : undefined}>
          {t('pages.access.grant.summary', { menus: counts[1], buttons: counts[2], endpoints: counts[3] })}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('pages.access.grant.hint')}
        </Typography.Text>
      </div>
      {treeData.length ? (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          disabled={props.disabled}
          height={props.height ?? 460}
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          checkedKeys={state}
          onCheck={(_, info) => onChange?.(toggleNode(index, value, Number(info.node.key)))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.access.grant.empty')} />
      )}
    </div>
  );
}
