import {
  ModalForm,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { message } from 'antd';
import { type ReactElement, useRef } from 'react';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import { useVersionedSave } from '@/hooks/useVersionedSave';
import { statusEnum } from '@/components/status';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { addChannelGroup, type ChannelGroup, editChannelGroup } from '../../service';
import { CHANNEL_GROUP_FIELDS as F } from '@/contract/special/values';
import { fieldRules } from '@/utils/fieldRules';

export type Option = { value: string; label: string };

interface Values {
  name: string;
  channels: string[];
  note?: string;
  status: 0 | 1;
}

/**
 * Add or edit a channel-interworking group in a dialog. A channel already in another group is refused by the backend
 * (its message, naming that group, is shown by the request layer) and the dialog stays open with the values typed.
 */
const groupToForm = (g: ChannelGroup) => ({
  name: g.name,
  channels: g.channels,
  note: g.note,
  status: g.status as 0 | 1,
});

export default function GroupModal(props: {
  group?: ChannelGroup;
  channels: Option[];
  trigger: ReactElement;
  onDone: () => void;
}) {
  const t = useText();
  // one request id per opening (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  const { group } = props;
  const status = statusEnum(t);
  // the name's and the note's limits are the contract's (src/contract/special/values.ts)
  const nameField = fieldRules(F.name, { requiredMessage: t('pages.special.channelGroup.name.required') });
  const noteField = fieldRules(F.note);
  // an edit carries the group's version; a stale save stays in the dialog with the difference
  const formRef = useRef<ProFormInstance<Values>>();
  const versions = useVersionedSave<ChannelGroup>({ form: () => formRef.current, record: group, toForm: groupToForm });
  return (
    <ModalForm<Values>
      formRef={formRef}
      title={t(group ? 'pages.special.channelGroup.title.edit' : 'pages.special.channelGroup.title.add')}
      width={560}
      layout="vertical"
      trigger={props.trigger}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      onOpenChange={(open) => {
        if (!open) return;
        requestId.renew();
        versions.reset();
      }}
      initialValues={group ? groupToForm(group) : { channels: [], status: 1 }}
      submitter={{ submitButtonProps: { id: 'channel-group-submit' } }}
      onFinish={async (v) => {
        const body = { name: v.name.trim(), channels: v.channels, note: (v.note ?? '').trim(), status: v.status };
        try {
          if (group) {
            await versions.save((baseVersion) =>
              editChannelGroup(
                { id: group.id, ...body, baseVersion: baseVersion as number },
                { handles: versions.handles },
              ),
            );
          } else await addChannelGroup(body, { requestId: requestId.current() });
          message.success(t('pages.special.channelGroup.saved'));
          props.onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      {group && versions.conflict && (
        <StaleSaveNotice
          id="channel-group-stale"
          conflict={versions.conflict}
          changes={versions.changes}
          onReapply={versions.reapply}
        />
      )}
      <ProFormText
        htmlFor="channel-group-name"
        name="name"
        label={t('pages.special.channelGroup.name')}
        fieldProps={{ id: 'channel-group-name', ...nameField.input }}
        rules={nameField.rules}
      />
      <ProFormSelect
        htmlFor="channel-group-channels"
        name="channels"
        label={t('pages.special.channelGroup.channels')}
        options={props.channels}
        fieldProps={{ id: 'channel-group-channels', mode: 'multiple', showSearch: true, optionFilterProp: 'label' }}
        rules={[
          {
            validator: (_, value: string[] | undefined) =>
              (value ?? []).length >= 2
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.special.channelGroup.channels.min'))),
          },
        ]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('common.status')}
        options={[
          { value: 1, label: status[1].text },
          { value: 0, label: status[0].text },
        ]}
      />
      <ProFormTextArea
        htmlFor="channel-group-note"
        name="note"
        label={t('pages.special.channelGroup.note')}
        fieldProps={{ id: 'channel-group-note', ...noteField.input, autoSize: { minRows: 2 } }}
        rules={noteField.rules}
      />
    </ModalForm>
  );
}
