import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useText } from '@/hooks';
import type { ValueEnum } from '@/hooks/useDictEnums';

/** Parent-game fields, split the way the create wizard asks for them (basics, then region / entity / project). */
export const ALIAS_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;

export function GameBasicsFields({ idPrefix }: { idPrefix: string }) {
  const t = useText();
  return (
    <>
      <ProFormText
        htmlFor={`${idPrefix}-name`}
        name="name"
        label={t('pages.unity.game.name')}
        fieldProps={{ id: `${idPrefix}-name`, maxLength: 32 }}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      />
      <ProFormText
        htmlFor={`${idPrefix}-alias`}
        name="alias"
        label={t('pages.unity.game.alias')}
        tooltip={t('pages.unity.game.alias.tip')}
        fieldProps={{ id: `${idPrefix}-alias`, maxLength: 32 }}
        rules={[
          { required: true, message: t('common.required') },
          { pattern: ALIAS_PATTERN, message: t('pages.unity.game.alias.pattern') },
        ]}
      />
      <ProFormSwitch
        htmlFor={`${idPrefix}-status`}
        name="status"
        label={t('common.status')}
        fieldProps={{ id: `${idPrefix}-status` }}
      />
    </>
  );
}

export function GameOwnerFields({ idPrefix, regionEnum }: { idPrefix: string; regionEnum: ValueEnum }) {
  const t = useText();
  return (
    <>
      <ProFormSelect
        htmlFor={`${idPrefix}-region`}
        name="region"
        label={t('pages.unity.game.region')}
        valueEnum={regionEnum}
        fieldProps={{ id: `${idPrefix}-region` }}
        rules={[{ required: true, message: t('common.required') }]}
      />
      <ProFormText
        htmlFor={`${idPrefix}-entity`}
        name="entity"
        label={t('pages.unity.game.entity')}
        fieldProps={{ id: `${idPrefix}-entity`, maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      />
      <ProFormText
        htmlFor={`${idPrefix}-project`}
        name="project"
        label={t('pages.unity.game.project')}
        fieldProps={{ id: `${idPrefix}-project`, maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      />
    </>
  );
}

/** Region badges read from the 'region' dictionary, with the locale's names as fallback. */
export function regionFallback(t: (id: string) => string): Record<string, ValueEnum> {
  return {
    region: {
      domestic: { text: t('pages.unity.game.region.domestic') },
      overseas: { text: t('pages.unity.game.region.overseas') },
    },
  };
}
