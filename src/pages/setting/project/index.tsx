import {
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Space, Tag } from 'antd';
import { useMemo } from 'react';
import CrudTable from '@/components/CrudTable';
import { afterWrites } from '@/components/CrudTable/afterWrites';
import { changedColumns } from '@/components/CrudTable/columns';
import { toStatus } from '@/components/status';
import { PROJECT_FIELDS as F } from '@/contract/setting/games/fields';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { useGameOptions, useText } from '@/hooks';
import {
  addProject,
  deleteProject,
  editProject,
  type Owner,
  pageProjects,
  type ProjectPayload,
  type ProjectRow,
  projectOwners,
} from '../gamesConfig/service';
import { SETTING_PATHS } from '../paths';
import { action } from '@/utils/action';

/**
 * /setting/project: projects (name and code unique, the parent games they run, an owner among the console's people,
 * status). A game belongs to one project at most (the backend names the project holding it); the project's name is
 * written on its games, so the console's game list is reloaded after a change.
 */
export default function ProjectPage() {
  const t = useText();
  const dispatch = useDispatch();
  const games = useGameOptions(false);
  const { data: owners } = useRequest(async (): Promise<Owner[]> => (await projectOwners()).data);
  const ownerOptions = useMemo(
    () =>
      (owners ?? []).map((p) => ({
        value: p.id,
        label: `${p.name} (${p.account})`,
        disabled: !p.enabled,
      })),
    [owners],
  );
  // the project's name is written on its games: the console's game list is read again after each change
  const reloadGames = () => dispatch({ type: 'games/fetchGames' });
  // every limit and pattern is the contract's (src/contract/setting/games/fields.ts)
  const nameField = fieldRules(F.name);
  const codeField = fieldRules(F.code, { patternMessage: t('pages.setting.project.code.pattern') });
  const description = fieldRules(F.description);

  const columns: ProColumns<ProjectRow>[] = [
    {
      title: t('pages.setting.project.name'),
      dataIndex: 'name',
      fieldProps: { placeholder: t('pages.setting.project.search') },
    },
    { title: t('pages.setting.project.code'), dataIndex: 'code', hideInSearch: true, copyable: true },
    {
      title: t('pages.setting.project.games'),
      dataIndex: 'games',
      valueType: 'select',
      fieldProps: { options: games, showSearch: true, optionFilterProp: 'label' },
      search: { transform: (v: unknown) => ({ filterGameId: v }) },
      render: (_, r) =>
        r.games.length ? (
          <Space size={[0, 4]} wrap>
            {r.games.map((g) => (
              <Tag key={g.id}>{g.name}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
      renderText: (_: unknown, r: ProjectRow) => r.games.map((g) => g.name).join(' / '),
    },
    {
      title: t('pages.setting.project.owner'),
      dataIndex: 'ownerId',
      valueType: 'select',
      fieldProps: { options: ownerOptions, showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.ownerName,
      renderText: (_: unknown, r: ProjectRow) => r.ownerName,
    },
    { title: t('pages.setting.project.description'), dataIndex: 'description', hideInSearch: true, ellipsis: true },
    ...changedColumns<ProjectRow>(t, { status: true }),
  ];

  return (
    <CrudTable<ProjectRow, ProjectPayload>
      id="project-table"
      columns={columns}
      service={afterWrites(
        { page: pageProjects, add: addProject, edit: editProject, remove: (r) => deleteProject({ id: r.id }) },
        reloadGames,
      )}
      authority={{
        add: action(SETTING_PATHS.project, 'add'),
        edit: action(SETTING_PATHS.project, 'edit'),
        remove: action(SETTING_PATHS.project, 'delete'),
        export: action(SETTING_PATHS.project, 'export'),
      }}
      exportName={t('pages.setting.project.exportName')}
      toForm={(r) => ({ ...r, parentGameIds: r.gameIds, status: r.status === 1 })}
      toPayload={(v, r) => ({
        ...(r ? { id: r.id } : {}),
        name: String(v.name ?? '').trim(),
        code: String(v.code ?? '').trim(),
        parentGameIds: ((v.parentGameIds as number[] | undefined) ?? []).map(Number),
        ownerId: Number(v.ownerId),
        description: String(v.description ?? '').trim(),
        status: toStatus(v.status ?? true),
      })}
      formFields={() => (
        <>
          <ProFormText
            htmlFor="project-form-name"
            name="name"
            label={t('pages.setting.project.name')}
            fieldProps={{ id: 'project-form-name', ...nameField.input }}
            rules={nameField.rules}
          />
          <ProFormText
            htmlFor="project-form-code"
            name="code"
            label={t('pages.setting.project.code')}
            tooltip={t('pages.setting.project.code.tip')}
            fieldProps={{ id: 'project-form-code', ...codeField.input }}
            rules={codeField.rules}
          />
          <ProFormSelect
            htmlFor="project-form-games"
            name="parentGameIds"
            label={t('pages.setting.project.games')}
            tooltip={t('pages.setting.project.games.tip')}
            mode="multiple"
            options={games}
            fieldProps={{ id: 'project-form-games', showSearch: true, optionFilterProp: 'label' }}
          />
          <ProFormSelect
            htmlFor="project-form-owner"
            name="ownerId"
            label={t('pages.setting.project.owner')}
            options={ownerOptions}
            fieldProps={{ id: 'project-form-owner', showSearch: true, optionFilterProp: 'label' }}
            rules={[requiredRule(undefined, false)]}
          />
          <ProFormTextArea
            htmlFor="project-form-description"
            name="description"
            label={t('pages.setting.project.description')}
            fieldProps={{ id: 'project-form-description', ...description.input }}
            rules={description.rules}
          />
          <ProFormSwitch name="status" label={t('common.status')} initialValue />
        </>
      )}
    />
  );
}
