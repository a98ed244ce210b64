import { useSelector } from '@umijs/max';
import { Descriptions, Empty, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo } from 'react';
import type { RootState } from '@/models/types';
import { ResourceType } from '@/services/types';
import { useText } from '@/hooks';
import { grantTree, type ResourceNode } from '@/utils/resourceTree';

const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'default' };

/** My roles and what they grant (menus, buttons, endpoints), from the user model's resources by path. */
export default function Permissions() {
  const t = useText();
  const user = useSelector((s: RootState) => s.user.currentUser);
  const resourceMap = useSelector((s: RootState) => s.user.resourceMap);
  const resources = useMemo(() => Object.values(resourceMap), [resourceMap]);
  const tree = useMemo(() => {
    const toNode = (n: ResourceNode): TreeDataNode => ({
      key: n.id,
      title: (
        <span>
          <Typography.Text>{n.name}</Typography.Text>{' '}
          <Tag color={TYPE_COLOR[n.type]}>{t(`pages.person.resource.type.${n.type}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {n.path}
          </Typography.Text>
        </span>
      ),
      children: n.children?.map(toNode),
    });
    return grantTree(resources).map(toNode);
  }, [resources, t]);
  const count = (type: ResourceType) => resources.filter((r) => r.type === type).length;

  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('pages.person.roles')}>
          <Space wrap id="person-roles">
            {(user?.roles || []).map((r) => (
              <Tag key={r.id} color="geekblue">
                {r.name}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.person.grants')}>
          {t('pages.person.grants.count', {
            menus: count(ResourceType.MENU),
            buttons: count(ResourceType.BUTTON),
            endpoints: count(ResourceType.ENDPOINT),
          })}
        </Descriptions.Item>
      </Descriptions>
      {tree.length ? (
        <div id="person-grants">
          <Tree treeData={tree} showLine defaultExpandedKeys={tree.map((n) => n.key)} height={480} />
        </div>
      ) : (
        <Empty />
      )}
    </>
  );
}
