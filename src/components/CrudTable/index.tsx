import {
  ProTable,
  type ActionType,
  type ProFormInstance,
  type ProColumns,
  type ProTableProps,
} from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import omit from 'lodash/omit';
import { Button, theme } from 'antd';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Page, PageQuery } from '@/services/types';
import type { CallOptions, CreateOptions } from '@/request';
import type { Envelope } from '@/request/errors';
import { initialFilters, pageRequest, prefetchFirstPage, type SearchStart } from './adapter';
// the search form's date fields draw the business pickers (src/components/BusinessTime/registry.ts)
import '@/components/BusinessTime/pickers';
import { cssEllipsis } from './ellipsis';
import { lightCells, lightCopy } from './cells';
import { useCellMemo } from './cellMemo';
import type DetailsDrawerType from './DetailsDrawer';
import { onDemand } from '@/components/onDemand';
import { SizedSearchBar } from './useSearchLayout';
import ActionLink from '@/components/ActionLink';
import { afterPaint, usePaneLocation } from '@/components/Workspace/PaneContext';
import { captureColumns, captureFilters, captureSort, columnsUnderView, type SortOrder } from './views/apply';
import { labelledSelection } from './selection';
import { listKeyOf } from '@/services/views';
import CrudFormModal from './FormModal';
import DeleteAction, { type ApprovalPart } from './DeleteAction';
import { useCsvExport } from './useCsvExport';
import TableViews from './views/TableViews';
import { useTableViews } from './views/useTableViews';

/**
 * The list pattern every screen copies by using it: a ProTable paged and filtered on the backend, with a create and
 * edit ModalForm (a failed save keeps the form open as typed; the submit button is busy while saving, so a double
 * click saves once), delete with confirmation, a details drawer reusing the columns, CSV export of everything the
 * filters select, and buttons shown only to people granted them. The operator's saved views (filters, columns, column
 * order, sort; docs/rules.md "Saved table views") are offered in the toolbar, and the list opens under their default.
 */
export interface CrudService<T, P> {
  /**
   * A page of rows for the table's query (pageNum, pageSize, the search form's filters and `params`). A method, so a
   * contract call whose body names its filters (or requires one that `params` supplies) fits.
   */
  page(q: PageQuery): Promise<Envelope<Page<T>>>;
  /** a create, with the dialog's request id (docs/rules.md "Request ids and versions") */
  add?: (payload: P, options: CreateOptions) => Promise<Envelope<unknown>>;
  /** an edit, with the version its row was read at; `options.handles` lets the dialog show a stale save itself */
  edit?: (payload: P & { baseVersion: number }, options?: CallOptions) => Promise<Envelope<unknown>>;
  /** a delete; a risky one (`removeApproval`) also gets the reason and the emergency choice the operator gave */
  remove?: (record: T, approval?: ApprovalPart) => Promise<Envelope<unknown>>;
}

export interface CrudAuthority {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
}

/** ProTable's own props, passed through as they are (only what CrudTable decides itself is left out). */
type TableProps<T extends Record<string, unknown>> = Omit<
  ProTableProps<T, Record<string, unknown>>,
  'id' | 'rowKey' | 'columns' | 'request' | 'toolBarRender' | 'toolbar' | 'search' | 'actionRef' | 'searchFormRender'
>;

/** What CrudTable decides itself; everything else goes to ProTable as it is. */
const OWN_PROPS = [
  'id',
  'rowKey',
  'columns',
  'service',
  'authority',
  'formFields',
  'toForm',
  'toPayload',
  'rowActions',
  'toolbar',
  'exportName',
  'exportGame',
  'canDelete',
  'search',
  'formWidth',
  'deleteDisabledTip',
  'detailsExtra',
  'onPage',
  'onView',
  'actionRef',
  'viewKey',
  'formRef',
  'openSearch',
  'rowName',
  'removeApproval',
] as const;

export interface CrudTableProps<T extends Record<string, unknown>, P> extends TableProps<T> {
  /** a stable id: DOM id prefix, and the table's part of its saved views' list key (unless `viewKey` is given) */
  id: string;
  /** the table's part of its saved views' list key (`<route path>#<viewKey>`); by default `id` */
  viewKey?: string;
  rowKey?: keyof T & string;
  columns: ProColumns<T>[];
  service: CrudService<T, P>;
  authority?: CrudAuthority;
  /** form fields for create and edit; `record` is set when editing */
  formFields?: (record?: T) => ReactNode;
  /** record → initial form values (edit) */
  toForm?: (record: T) => Record<string, unknown>;
  /** form values (+ the record when editing) → payload */
  toPayload?: (values: Record<string, unknown>, record?: T) => P;
  /** extra buttons in a row's action cell */
  rowActions?: (record: T, reload: () => void) => ReactNode[];
  /** extra toolbar buttons */
  toolbar?: (reload: () => void) => ReactNode[];
  /**
   * the screen's part of the CSV file name (the game, the time filter's range and the export time follow: csv.ts,
   * exportFileName); no name, no export button
   */
  exportName?: string;
  /** the game the CSV file name names, when the rows are not the current game's */
  exportGame?: string;
  /** whether a row can be deleted (else the button is disabled with the reason as tooltip) */
  canDelete?: (record: T) => boolean;
  /** no search form */
  search?: false;
  actionRef?: React.MutableRefObject<ActionType | undefined>;
  /** width of the create/edit modal (default 560) */
  formWidth?: number;
  /** why a row cannot be deleted (tooltip on the disabled delete link, with canDelete) */
  deleteDisabledTip?: (record: T) => string;
  /** extra content under the details drawer's fields (e.g. a before/after diff) */
  detailsExtra?: (record: T) => ReactNode;
  /**
   * each page the table shows, as answered, with the query it answers (e.g. totals beside the rows, the range the rows
   * are of); not called for the CSV export's pages. The screen's state about the rows on screen belongs here, not in
   * its service: the first page may be the early call a discarded first render made (adapter.ts, prefetchFirstPage)
   */
  onPage?: (page: Page<T>, query: PageQuery) => void;
  /** the row's view link opens the screen's own details (e.g. fetched afresh) instead of the columns' drawer */
  onView?: (record: T) => void;
  /** each new value opens the search form in full (useAddressPreset's count: the filters an address set show) */
  openSearch?: number;
  /** what a row is called where it must be named (its selection box's label); by default its key */
  rowName?: (record: T) => string;
  /**
   * a delete is a risky change (issue 34; the contract's `approval` on the delete call): it asks the required reason
   * (and offers the emergency path) instead of a bare confirmation, and says when it was queued for approval
   */
  removeApproval?: boolean;
}

const ACTIONS_COLUMN = { fixed: 'right' as const };
// loaded at the first 详情 (onDemand); the cast keeps the drawer's type parameter, which the wrapper drops
const DetailsDrawer = onDemand(
  () => import('./DetailsDrawer'),
  (p) => Boolean(p.record),
) as unknown as typeof DetailsDrawerType;
type SearchSettings = Exclude<ProTableProps<Record<string, unknown>, unknown>['search'], false | undefined>;

export default function CrudTable<T extends Record<string, unknown>, P = Record<string, unknown>>(
  props: CrudTableProps<T, P>,
) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { can } = useAccess();
  const tableProps = omit(props, OWN_PROPS) as TableProps<T>;
  const ownRef = useRef<ActionType>();
  const actionRef = props.actionRef || ownRef;
  const [viewing, setViewing] = useState<T>();
  const rowKey = props.rowKey || ('id' as keyof T & string);
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const auth = props.authority || {};
  const reload = () => actionRef.current?.reload();
  const lastParams = useRef<Record<string, unknown>>({});
  const lastSort = useRef<Record<string, SortOrder | null>>();
  const ownFormRef = useRef<ProFormInstance>();
  const formRef = props.formRef || ownFormRef;
  const { pathname } = usePaneLocation();
  const listKey = listKeyOf(pathname, props.viewKey || props.id);
  // the columns as ProTable keys them: the screen's, then the actions column (fixed right, keyed by its index)
  const views = useTableViews(listKey, [...props.columns, ACTIONS_COLUMN]);
  // the columns as the current view starts them (search values, sort)
  const columns = columnsUnderView(props.columns, views.applied.view);
  // the first page's call starts with this render, not after the table has mounted (adapter.ts, prefetchFirstPage)
  const [takeFirstPage] = useState(() =>
    prefetchFirstPage(props.id, props.service.page, {
      ...initialFilters(columns as SearchStart[]),
      ...props.params,
    }),
  );
  // the search bar's fields are drawn once the first page is shown (docs/rules.md "Filter bars"): until then the bar
  // holds its buttons, and a query takes the filters the fields start with (initialFilters, with what the form holds).
  // ProTable keeps the filters its form submitted, without them then: they are carried under its params until the
  // form is submitted or reset again, or the table is drawn anew under a view (its form submits itself at mount)
  const [fieldsShown, setFieldsShown] = useState(props.search === false);
  const fieldless = useRef(!fieldsShown);
  const carried = useRef<{ seq: number; filters: Record<string, unknown> }>();
  const showFields = useRef<() => void>();
  useEffect(() => () => showFields.current?.(), []);
  // what the form held when its fields were drawn: a field's start value does not replace a value it held cleared
  // (`range=all` on /order/flow), so the fields show the filters the rows were asked with
  const heldAtShow = useRef<Record<string, unknown>>();
  useLayoutEffect(() => {
    const held = heldAtShow.current;
    heldAtShow.current = undefined;
    if (fieldsShown && held && Object.keys(held).length) formRef.current?.setFieldsValue?.(held);
  }, [fieldsShown, formRef]);
  // collapsed as ProTable starts it (uncontrolled) until the screen asks for the whole form (openSearch)
  const [collapsed, setCollapsed] = useState<boolean>();
  useEffect(() => {
    if (props.openSearch) setCollapsed(false);
  }, [props.openSearch]);
  // a cell is drawn again when its record or this table's render changed, not on ProTable's own turns (cellMemo.ts)
  const memoCells = useCellMemo<T>(Boolean(tableProps.editable));
  const search: SearchSettings = {
    labelWidth: 'auto',
    ...(collapsed === undefined ? {} : { collapsed, onCollapse: setCollapsed }),
  };
  const { exporting, progress, exportCsv } = useCsvExport<T>({
    columns: props.columns,
    page: props.service.page,
    params: props.params,
    exportName: props.exportName,
    exportGame: props.exportGame,
    searched: () => formRef.current?.getFieldsValue?.(),
  });
  const captureView = () => ({
    filters: captureFilters(formRef.current?.getFieldsValue?.()),
    columns: captureColumns(views.columnsMap),
    sort: captureSort(lastSort.current),
  });

  const formModal = (record?: T) => (
    <CrudFormModal<T, P>
      key={record ? `edit-${String(record[rowKey])}` : 'add'}
      table={props.id}
      rowKey={rowKey}
      record={record}
      width={props.formWidth || 560}
      columns={props.columns}
      formFields={props.formFields}
      toForm={props.toForm}
      toPayload={props.toPayload}
      add={props.service.add}
      edit={props.service.edit}
      reload={reload}
    />
  );

  const optionColumn: ProColumns<T> = {
    title: f('crud.actions'),
    valueType: 'option',
    fixed: 'right',
    width: 180,
    render: (_, record) => {
      const deletable = props.canDelete ? props.canDelete(record) : true;
      return [
        <ActionLink
          key="view"
          id={`${props.id}-view-${String(record[rowKey])}`}
          onClick={() => (props.onView ? props.onView(record) : setViewing(record))}
        >
          {f('crud.view')}
        </ActionLink>,
        props.service.edit && can(auth.edit) ? formModal(record) : null,
        ...(props.rowActions ? props.rowActions(record, reload) : []),
        props.service.remove && can(auth.remove) ? (
          <DeleteAction<T>
            key="delete"
            id={`${props.id}-delete-${String(record[rowKey])}`}
            record={record}
            remove={props.service.remove}
            approval={props.removeApproval}
            deletable={deletable}
            disabledTip={props.deleteDisabledTip}
            onDone={reload}
          />
        ) : null,
      ].filter(Boolean);
    },
  };

  return (
    <>
      <ProTable<T>
        tableAlertRender={props.rowSelection ? false : undefined}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        columnsState={{ value: views.columnsMap, onChange: views.setColumnsMap }}
        scroll={{ x: 'max-content' }}
        {...tableProps}
        // the copy buttons' colour (CopyText), the theme's link colour as antd's own copy button has it
        style={{ '--console-link': token.colorLink, ...tableProps.style } as CSSProperties}
        rowSelection={
          tableProps.rowSelection &&
          labelledSelection(tableProps.rowSelection, (r) =>
            f('crud.select', { name: props.rowName ? props.rowName(r) : String(r[rowKey]) }),
          )
        }
        key={views.applied.seq}
        formRef={formRef}
        id={props.id}
        rowKey={rowKey}
        actionRef={actionRef}
        columns={memoCells([
          ...cssEllipsis(lightCopy(lightCells(columns, tableProps.columnEmptyText ?? '-'))),
          optionColumn,
        ])}
        // the search bar sized to its fields; collapsed, it shows the fields it always showed (docs/rules.md "Filter bars")
        searchFormRender={(_, form) => <SizedSearchBar form={form} fields={fieldsShown} />}
        onSubmit={(values) => {
          if (!fieldless.current) carried.current = undefined;
          tableProps.onSubmit?.(values);
        }}
        onReset={() => {
          if (!fieldless.current) carried.current = undefined;
          tableProps.onReset?.();
        }}
        request={async (tableParams, sort) => {
          if (fieldless.current)
            carried.current = {
              seq: views.applied.seq,
              filters: initialFilters(columns as SearchStart[], formRef.current?.getFieldsValue?.(true)),
            };
          const under = carried.current?.seq === views.applied.seq ? carried.current.filters : undefined;
          const params = under ? { ...under, ...tableParams } : tableParams;
          lastParams.current = params;
          lastSort.current = sort as Record<string, SortOrder | null>;
          try {
            return await pageRequest(async (q) => {
              const res = await (takeFirstPage(q) ?? props.service.page(q));
              props.onPage?.(res.data, q);
              return res;
            })(params, sort);
          } finally {
            if (fieldless.current && !showFields.current)
              showFields.current = afterPaint(() => {
                heldAtShow.current = formRef.current?.getFieldsValue?.(true);
                fieldless.current = false;
                setFieldsShown(true);
              });
          }
        }}
        search={props.search === false ? false : search}
        toolBarRender={() =>
          [
            <TableViews key="views" table={props.id} listKey={listKey} state={views} capture={captureView} />,
            ...(props.toolbar ? props.toolbar(reload) : []),
            props.exportName && can(auth.export) ? (
              <Button
                key="export"
                id={`${props.id}-export`}
                loading={exporting}
                onClick={() => exportCsv(lastParams.current, lastSort.current)}
              >
                {progress && progress.total > progress.done
                  ? f('crud.exporting', { done: progress.done, total: progress.total })
                  : f('crud.export')}
              </Button>
            ) : null,
            props.service.add && can(auth.add) ? formModal() : null,
          ].filter(Boolean)
        }
      />
      <DetailsDrawer<T>
        title={f('crud.details')}
        record={viewing}
        columns={props.columns}
        extra={props.detailsExtra}
        onClose={() => setViewing(undefined)}
      />
    </>
  );
}
