import { useIntl } from '@umijs/max';
import { message, Popconfirm } from 'antd';
import ActionLink from '@/components/ActionLink';
import { type approvalOf, ReasonModal } from '@/components/ChangeRequest';
import type { Envelope } from '@/request/errors';

/** A risky delete's reason and emergency choice, as the call's payload part (docs/rules.md "Change requests"). */
export type ApprovalPart = ReturnType<typeof approvalOf>;

/**
 * A row's delete in CrudTable's action cell: after a confirmation, or, for a risky delete (the contract's `approval`
 * on the delete call), after the required reason (ReasonModal: it may be queued for approval). A row that cannot be
 * deleted shows the link disabled, with the reason as its title. `id` is the link's; the reason dialog's is
 * `<id>-dialog`.
 */
export default function DeleteAction<T>(props: {
  id: string;
  record: T;
  remove: (record: T, approval?: ApprovalPart) => Promise<Envelope<unknown>>;
  approval?: boolean;
  deletable: boolean;
  disabledTip?: (record: T) => string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const { record, deletable } = props;
  if (props.approval) {
    return (
      <ReasonModal
        id={`${props.id}-dialog`}
        title={f('crud.delete.confirm')}
        submitText={f('crud.delete')}
        done={f('crud.deleted')}
        trigger={
          <ActionLink id={props.id} disabled={!deletable}>
            {f('crud.delete')}
          </ActionLink>
        }
        run={(approval) => props.remove(record, approval)}
        onDone={props.onDone}
      />
    );
  }
  return (
    <Popconfirm
      title={f('crud.delete.confirm')}
      disabled={!deletable}
      onConfirm={async () => {
        try {
          await props.remove(record);
          message.success(f('crud.deleted'));
          props.onDone();
        } catch {
          // shown by the request layer; nothing was removed
        }
      }}
    >
      <ActionLink
        id={props.id}
        aria-disabled={!deletable}
        title={!deletable && props.disabledTip ? props.disabledTip(record) : undefined}
        style={deletable ? undefined : { color: 'rgba(0,0,0,0.25)', cursor: 'not-allowed' }}
      >
        {f('crud.delete')}
      </ActionLink>
    </Popconfirm>
  );
}
