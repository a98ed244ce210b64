import { ModalForm, PageContainer, ProForm } from '@ant-design/pro-components';
import { Access, useAccess, useDispatch, useSelector } from '@umijs/max';
import { Button, Card, Col, Empty, message, Popconfirm, Row, Select, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { menuIcon } from '@/components/menuIcons';
import type { RootState } from '@/models/types';
import { addMenuEntry, deleteMenuEntry, editMenuEntry, sortMenuEntries, type MenuEntryPayload } from '../service';
import type { MenuEntry } from '@/services/types';
import { GENERAL_GAME, useGameName, useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { versionOf } from '@/utils/rebase';
import { fullMenuTree, ROOT_MENU_ID, type MenuNode } from '@/utils/menu';
import MenuEntryFields from './components/MenuEntryFields';
import { entriesForScope, orderAfterDrop, orderAfterStep, subtreeIds, type Scope } from './components/treeOps';
import { UNITY_PATHS } from '../paths';
import { action } from '@/utils/action';

/**
 * /unity/menu: the menu-entry tree (docs/rules.md "Menu entries", root id 0 根菜单) of every game. Pick an entry to
 * edit it; add below it; drag to move or reorder (or use up/down); hide it from the side menu. The entries are the
 * user model's menuList, so after each change `user/fetchMenu` refreshes this tree and the side menu together, without
 * a page reload.
 */
type FormValues = MenuEntryPayload & { hidden?: boolean };

const toForm = (e: MenuEntry): FormValues => ({
  name: e.name,
  type: e.type,
  uri: e.uri || '',
  parentId: e.parentId,
  scopeGameId: e.gameId,
  sortNumber: e.sortNumber,
  icon: e.icon || '',
  hidden: Boolean(e.hidden),
});

const toPayload = (v: Record<string, unknown>): MenuEntryPayload => ({
  name: String(v.name ?? '').trim(),
  type: Number(v.type ?? 1) as MenuEntryPayload['type'],
  uri: String(v.uri ?? '').trim(),
  parentId: Number(v.parentId ?? ROOT_MENU_ID),
  scopeGameId: Number(v.scopeGameId ?? GENERAL_GAME),
  sortNumber: v.sortNumber === undefined || v.sortNumber === null ? undefined : Number(v.sortNumber),
  icon: String(v.icon ?? '').trim(),
  hidden: Boolean(v.hidden),
});

export default function MenuPage() {
  const t = useText();
  // the add dialog's request id (docs/rules.md "Request ids and versions"): one per opening
  const addRequestId = useRequestId();
  const dispatch = useDispatch();
  const { can } = useAccess();
  const gameName = useGameName();
  const entries = useSelector((s: RootState) => s.user.menuList);
  const games = useSelector((s: RootState) => s.games.gameList);
  const currentGameId = useSelector((s: RootState) => s.games.currentGameId);
  const [scope, setScope] = useState<Scope>(currentGameId ? Number(currentGameId) : 'all');
  const [selectedId, setSelectedId] = useState<number>();
  const [expanded, setExpanded] = useState<React.Key[]>([String(ROOT_MENU_ID)]);
  const [busy, setBusy] = useState(false);
  const [form] = ProForm.useForm();
  const selected = entries.find((e) => e.id === selectedId);
  // the entry's form edits the version it shows; a stale save stays in the form (docs/rules.md "Request ids and
  // versions")
  const versions = useVersionedSave<MenuEntry>({ form, record: selected, toForm });

  useEffect(() => {
    if (selected) form.setFieldsValue(toForm(selected));
  }, [selected, form]);

  // open the root and the top-level groups once the entries are there
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened || !entries.length) return;
    setExpanded([String(ROOT_MENU_ID), ...entries.filter((e) => e.parentId === ROOT_MENU_ID).map((e) => String(e.id))]);
    setOpened(true);
  }, [entries, opened]);

  const refresh = async () => {
    await dispatch({ type: 'user/fetchMenu' });
  };

  /** Runs a change, then refreshes the tree and the side menu; false when the backend refused (already shown). */
  const change = async (fn: () => Promise<unknown>, done = 'crud.saved') => {
    if (busy) return false;
    setBusy(true);
    try {
      await fn();
      message.success(t(done));
      await refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const treeData = useMemo(() => {
    const visible = entriesForScope(entries, scope);
    const root = fullMenuTree(visible, t('layout.menu.root'));
    const toNode = (n: MenuNode): TreeDataNode => ({
      key: String(n.id),
      title: (
        <span
          data-menu-id={n.id}
          className={n.hidden ? 'menu-entry-hidden' : undefined}
          style={n.hidden ? { opacity: 0.5 } : undefined}
        >
          {menuIcon(n.icon)} <Typography.Text delete={Boolean(n.hidden)}>{n.name}</Typography.Text>{' '}
          {n.uri && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {n.uri}
            </Typography.Text>
          )}{' '}
          {n.id !== ROOT_MENU_ID && n.type !== 1 && <Tag>{t(`pages.unity.menu.type.${n.type}`)}</Tag>}
          {n.id !== ROOT_MENU_ID && n.gameId !== GENERAL_GAME && <Tag color="blue">{gameName(n.gameId)}</Tag>}
          {n.hidden && <Tag color="default">{t('pages.unity.menu.hidden')}</Tag>}
        </span>
      ),
      children: n.children?.map(toNode),
    });
    return [toNode(root)];
  }, [entries, scope, t, gameName]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const dropId = Number(info.node.key);
    const dropEntry = entries.find((e) => e.id === dropId);
    const relative = info.dropPosition - Number(String(info.node.pos).split('-').pop());
    let target: { parentId: number; beforeId?: number; afterId?: number };
    if (!info.dropToGap || dropId === ROOT_MENU_ID) target = { parentId: dropId };
    else if (dropEntry)
      target =
        relative < 0
          ? { parentId: dropEntry.parentId, beforeId: dropId }
          : { parentId: dropEntry.parentId, afterId: dropId };
    else return;
    const drag = entries.find((e) => e.id === dragId);
    if (!drag || subtreeIds(entries, dragId).has(target.parentId)) return;
    const ids = orderAfterDrop(entries, dragId, target);
    change(async () => {
      if (drag.parentId !== target.parentId) {
        await editMenuEntry({ id: dragId, parentId: target.parentId, baseVersion: versionOf(drag) as number });
      }
      await sortMenuEntries({ parentId: target.parentId, ids });
    });
    if (!expanded.includes(String(target.parentId))) setExpanded([...expanded, String(target.parentId)]);
  };

  const step = (delta: -1 | 1) => {
    if (!selected) return;
    const ids = orderAfterStep(entries, selected.id, delta);
    if (ids) change(() => sortMenuEntries({ parentId: selected.parentId, ids }));
  };

  const canEdit = can(action(UNITY_PATHS.menu, 'edit'));
  const editor = selected ? (
    <Card
      title={selected.name}
      extra={
        <Space wrap>
          <Access accessible={can(action(UNITY_PATHS.menu, 'edit'))}>
            <Button id="menu-up" size="small" onClick={() => step(-1)} disabled={busy}>
              {t('pages.unity.menu.up')}
            </Button>
            <Button id="menu-down" size="small" onClick={() => step(1)} disabled={busy}>
              {t('pages.unity.menu.down')}
            </Button>
            <Button
              id="menu-toggle-hidden"
              size="small"
              disabled={busy}
              onClick={() =>
                change(() =>
                  editMenuEntry({
                    id: selected.id,
                    hidden: !selected.hidden,
                    baseVersion: versionOf(selected) as number,
                  }),
                )
              }
            >
              {t(selected.hidden ? 'pages.unity.menu.show' : 'pages.unity.menu.hide')}
            </Button>
          </Access>
          <Access accessible={can(action(UNITY_PATHS.menu, 'delete'))}>
            <Popconfirm
              title={t('crud.delete.confirm')}
              onConfirm={async () => {
                if (await change(() => deleteMenuEntry({ id: selected.id }), 'crud.deleted')) setSelectedId(undefined);
              }}
            >
              <Button id="menu-delete" size="small" danger disabled={busy}>
                {t('crud.delete')}
              </Button>
            </Popconfirm>
          </Access>
        </Space>
      }
    >
      <ProForm<Record<string, unknown>>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        submitter={
          canEdit
            ? {
                searchConfig: { submitText: t('common.save') },
                resetButtonProps: { id: 'menu-form-reset' },
                submitButtonProps: { id: 'menu-form-save' },
              }
            : false
        }
        onReset={() => form.setFieldsValue(toForm(selected))}
        onFinish={(values) =>
          change(() =>
            versions.save((baseVersion) =>
              editMenuEntry(
                { id: selected.id, ...toPayload(values), baseVersion: baseVersion as number },
                { handles: versions.handles },
              ),
            ),
          )
        }
      >
        {versions.conflict && (
          <StaleSaveNotice
            id="menu-form-stale"
            conflict={versions.conflict}
            changes={versions.changes}
            onReapply={versions.reapply}
          />
        )}
        <MenuEntryFields idPrefix="menu-form" entries={entries} self={selected} />
      </ProForm>
    </Card>
  ) : (
    <Card>
      <Empty description={t('pages.unity.menu.pick')} />
    </Card>
  );

  const parentForAdd = selected && selected.type === 1 ? selected.id : selected ? selected.parentId : ROOT_MENU_ID;

  return (
    <PageContainer title={t('menu.unity.menu')}>
      <Row gutter={16}>
        <Col xs={24} lg={11}>
          <Card
            title={t('pages.unity.menu.tree')}
            extra={
              <Space wrap>
                <Select<Scope>
                  id="menu-scope"
                  aria-label={t('pages.unity.menu.scope')}
                  size="small"
                  style={{ width: 180 }}
                  value={scope}
                  onChange={setScope}
                  options={[
                    { value: 'all', label: t('pages.unity.menu.scope.all') },
                    ...games.map((g) => ({
                      value: g.id,
                      label: t('pages.unity.menu.scope.game', { name: g.name }),
                    })),
                  ]}
                />
                <Access accessible={can(action(UNITY_PATHS.menu, 'add'))}>
                  <ModalForm<Record<string, unknown>>
                    title={t('pages.unity.menu.add')}
                    width={560}
                    layout="vertical"
                    modalProps={{ destroyOnClose: true, maskClosable: false }}
                    onOpenChange={(open) => open && addRequestId.renew()}
                    initialValues={{
                      type: 1,
                      parentId: parentForAdd,
                      scopeGameId: GENERAL_GAME,
                      hidden: false,
                      uri: '',
                      icon: '',
                    }}
                    trigger={
                      <Button id="menu-add" type="primary" size="small">
                        {t('pages.unity.menu.add')}
                      </Button>
                    }
                    submitter={{ submitButtonProps: { id: 'menu-add-submit' } }}
                    onFinish={async (values) => {
                      let newId: number | undefined;
                      const ok = await change(async () => {
                        const res = await addMenuEntry(toPayload(values), { requestId: addRequestId.current() });
                        newId = res.data.id;
                      }, 'crud.created');
                      if (ok && newId !== undefined) {
                        setSelectedId(newId);
                        const parent = String(Number(values.parentId ?? ROOT_MENU_ID));
                        setExpanded((prev) => (prev.includes(parent) ? prev : [...prev, parent]));
                      }
                      return ok;
                    }}
                  >
                    <MenuEntryFields idPrefix="menu-add" entries={entries} />
                  </ModalForm>
                </Access>
              </Space>
            }
          >
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('pages.unity.menu.dragTip')}
            </Typography.Paragraph>
            <div id="menu-tree">
              <Tree
                blockNode
                showLine
                draggable={
                  canEdit
                    ? {
                        icon: false,
                        nodeDraggable: (n) => n.key !== String(ROOT_MENU_ID),
                      }
                    : false
                }
                treeData={treeData}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys)}
                selectedKeys={selectedId !== undefined ? [String(selectedId)] : []}
                onSelect={(keys) => {
                  const id = keys.length ? Number(keys[0]) : undefined;
                  setSelectedId(id === ROOT_MENU_ID ? undefined : id);
                }}
                onDrop={onDrop}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={13}>
          {editor}
        </Col>
      </Row>
    </PageContainer>
  );
}
