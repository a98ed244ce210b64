import { useAccess } from '@umijs/max';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTreeSelect,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { Button, Card, Input, message, Popconfirm, Space, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useRef, useState } from 'react';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import {
  addDepartment,
  deleteDepartment,
  editDepartment,
  pagePeople,
  type DepartmentNode,
  type DepartmentPayload,
} from '../../service';
import { type DeptOption, allDepartmentIds, filterDepartments, findDepartment, subtreeIds } from './departments';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { ACCESS_PATHS } from '../../paths';
import { DEPARTMENT_FIELDS as F } from '@/contract/accessFields';
import { action } from '@/utils/action';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { pageQuery } from '@/utils/pageQuery';

/**
 * The department tree beside the people list: choosing a department filters the list (that department and those
 * below it); add, edit and delete departments here. The backend refuses to delete a department that still has people
 * or sub-departments, with its reason; nothing is removed then.
 */
export const ALL_DEPARTMENTS = 0;

interface Props {
  tree: DepartmentNode[];
  selected?: number;
  onSelect: (id: number | undefined) => void;
  /** after a department was added, edited or deleted */
  onChanged: () => void;
}

interface DeptFormValues {
  name: string;
  parentId: number;
  leaderId?: number | null;
  sort?: number;
}

const deptToForm = (d: DepartmentNode) => ({
  name: d.name,
  parentId: d.parentId,
  leaderId: d.leaderId ?? undefined,
  sort: d.sort,
});

export default function DepartmentPanel(props: Props) {
  const t = useText();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  // every department starts expanded (new ones too); the operator's collapses are remembered
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const allIds = useMemo(() => [ALL_DEPARTMENTS, ...allDepartmentIds(props.tree)], [props.tree]);
  const expandedKeys = search.trim() ? allIds : allIds.filter((id) => !collapsed.has(id));
  const selected = props.selected ? findDepartment(props.tree, props.selected) : undefined;

  const shown = useMemo(() => filterDepartments(props.tree, search), [props.tree, search]);
  const toData = (nodes: DepartmentNode[]): DataNode[] =>
    nodes.map((d) => ({
      key: d.id,
      title: (
        <span data-dept-id={d.id}>
          {d.name}
          {typeof d.memberCount === 'number' && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
              {t('pages.access.dept.members', { n: d.memberCount })}
            </Typography.Text>
          )}
        </span>
      ),
      children: d.children.length ? toData(d.children) : undefined,
    }));
  const treeData: DataNode[] = [
    {
      key: ALL_DEPARTMENTS,
      title: <span data-dept-id={0}>{t('pages.access.dept.all')}</span>,
      children: toData(shown),
    },
  ];

  const parentOptions = (editing?: DepartmentNode) => {
    const blocked = new Set(editing ? subtreeIds(editing) : []);
    const opt = (nodes: DepartmentNode[]): DeptOption[] =>
      nodes.map((d) => ({ title: d.name, value: d.id, disabled: blocked.has(d.id), children: opt(d.children) }));
    return [{ title: t('pages.access.dept.top'), value: 0, disabled: false, children: opt(props.tree) }];
  };

  const leaderOptions = async (keyWords: string | undefined, current?: DepartmentNode) => {
    try {
      const res = await pagePeople(pageQuery({ size: 20 }, { name: keyWords || undefined }));
      const options = res.data.list.map((p) => ({ label: `${p.name} (${p.account})`, value: p.id }));
      if (current?.leaderId && !options.some((o) => o.value === current.leaderId)) {
        options.unshift({ label: current.leaderName || String(current.leaderId), value: current.leaderId });
      }
      return options;
    } catch {
      return [];
    }
  };

  // the add dialog's request id; the edit dialog's version of the selected department, a stale save shown in the
  // dialog (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  const editFormRef = useRef<ProFormInstance<DeptFormValues>>();
  const versions = useVersionedSave<DepartmentNode>({
    form: () => editFormRef.current,
    record: selected,
    toForm: deptToForm,
  });
  const save = async (values: DeptFormValues, editing?: DepartmentNode) => {
    const payload: DepartmentPayload = {
      name: values.name.trim(),
      parentId: values.parentId ?? 0,
      leaderId: values.leaderId ?? null,
      sort: values.sort ?? 0,
    };
    try {
      if (editing) {
        await versions.save((baseVersion) =>
          editDepartment(
            { ...payload, id: editing.id, baseVersion: baseVersion as number },
            { handles: versions.handles },
          ),
        );
      } else await addDepartment(payload, { requestId: requestId.current() });
      message.success(t(editing ? 'crud.saved' : 'crud.created'));
      props.onChanged();
      return true;
    } catch {
      // shown by the request layer; the form keeps what was typed
      return false;
    }
  };

  // the name's length and the order's range are the contract's (src/contract/accessFields.ts)
  const nameRules = fieldRules(F.name, { requiredMessage: t('pages.access.required') });
  const sortRules = fieldRules(F.sort);
  const form = (editing?: DepartmentNode) => (
    <ModalForm<DeptFormValues>
      key={editing ? `edit-${editing.id}` : `add-${props.selected ?? 0}`}
      title={t(
        editing ? 'pages.access.dept.edit' : props.selected ? 'pages.access.dept.addChild' : 'pages.access.dept.add',
      )}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      formRef={editing ? editFormRef : undefined}
      onOpenChange={(open) => {
        if (!open) return;
        requestId.renew();
        versions.reset();
      }}
      initialValues={editing ? deptToForm(editing) : { parentId: props.selected ?? 0, sort: 0 }}
      trigger={
        editing ? (
          <Tooltip title={t('pages.access.dept.edit')}>
            <Button size="small" type="text" icon={<EditOutlined />} id="dept-edit" />
          </Tooltip>
        ) : (
          <Tooltip title={t(props.selected ? 'pages.access.dept.addChild' : 'pages.access.dept.add')}>
            <Button size="small" type="text" icon={<PlusOutlined />} id="dept-add" />
          </Tooltip>
        )
      }
      onFinish={(values) => save(values, editing)}
    >
      {editing && versions.conflict && (
        <StaleSaveNotice
          id="dept-stale"
          conflict={versions.conflict}
          changes={versions.changes}
          onReapply={versions.reapply}
        />
      )}
      <ProFormText
        htmlFor="dept-form-name"
        name="name"
        label={t('pages.access.dept.name')}
        fieldProps={{ id: 'dept-form-name', ...nameRules.input }}
        rules={nameRules.rules}
      />
      <ProFormTreeSelect
        htmlFor="dept-form-parent"
        name="parentId"
        label={t('pages.access.dept.parent')}
        fieldProps={{ id: 'dept-form-parent', treeData: parentOptions(editing), treeDefaultExpandAll: true }}
        rules={[requiredRule(t('pages.access.required'), false)]}
      />
      <ProFormSelect
        htmlFor="dept-form-leader"
        name="leaderId"
        label={t('pages.access.dept.leader')}
        placeholder={t('pages.access.dept.leader.placeholder')}
        showSearch
        debounceTime={300}
        fieldProps={{ id: 'dept-form-leader', filterOption: false, allowClear: true }}
        request={async ({ keyWords }: { keyWords?: string }) => leaderOptions(keyWords, editing)}
      />
      <ProFormDigit
        name="sort"
        label={t('pages.access.dept.sort')}
        fieldProps={{ id: 'dept-form-sort', ...sortRules.input }}
        rules={sortRules.rules}
      />
    </ModalForm>
  );

  const remove = async (dept: DepartmentNode) => {
    try {
      await deleteDepartment({ id: dept.id });
      message.success(t('crud.deleted'));
      props.onSelect(undefined);
      props.onChanged();
    } catch {
      // shown by the request layer (people or sub-departments remain); nothing was removed
    }
  };

  return (
    <Card
      size="small"
      id="dept-panel"
      title={t('pages.access.dept.title')}
      extra={
        <Space size={0}>
          {can(action(ACCESS_PATHS.people, 'add')) && form()}
          {selected && can(action(ACCESS_PATHS.people, 'edit')) && form(selected)}
          {selected && can(action(ACCESS_PATHS.people, 'delete')) && (
            <Popconfirm
              title={t('pages.access.dept.delete.confirm', { name: selected.name })}
              onConfirm={() => remove(selected)}
            >
              <Tooltip title={t('pages.access.dept.delete')}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} id="dept-delete" />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Input.Search
        allowClear
        size="small"
        id="dept-search"
        placeholder={t('pages.access.dept.search')}
        style={{ marginBottom: 8 }}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Tree
        blockNode
        treeData={treeData}
        expandedKeys={expandedKeys}
        onExpand={(_, info) =>
          setCollapsed((prev) => {
            const next = new Set(prev);
            if (info.expanded) next.delete(Number(info.node.key));
            else next.add(Number(info.node.key));
            return next;
          })
        }
        selectedKeys={[props.selected ?? ALL_DEPARTMENTS]}
        onSelect={(keys) => {
          const id = Number(keys[0] ?? ALL_DEPARTMENTS);
          props.onSelect(id === ALL_DEPARTMENTS ? undefined : id);
        }}
      />
    </Card>
  );
}
