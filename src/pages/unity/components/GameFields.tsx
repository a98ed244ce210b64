import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { UNITY_GAME_FIELDS as F } from '@/contract/unity/fields';
import { useText } from '@/hooks';
import type { ValueEnum } from '@/hooks/useDictEnums';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * Parent-game fields, split the way the create wizard asks for them (basics, then region / entity / project). Every
 * limit and pattern is the contract's (src/contract/unity/fields.ts).
 */
export function GameBasicsFields({ idPrefix }: { idPrefix: string }) {
  const t = useText();
  const nameField = fieldRules(F.name);
  const aliasField = fieldRules(F.alias, { patternMessage: t('pages.unity.game.alias.pattern') });
  return (
    <>
      <ProFormText
        htmlFor={`${idPrefix}-name`}
        name="name"
        label={t('pages.unity.game.name')}
        fieldProps={{ id: `${idPrefix}-name`, ...nameField.input }}
        rules={nameField.rules}
      />
      <ProFormText
        htmlFor={`${idPrefix}-alias`}
        name="alias"
        label={t('pages.unity.game.alias')}
        tooltip={t('pages.unity.game.alias.tip')}
        fieldProps={{ id: `${idPrefix}-alias`, ...aliasField.input }}
        rules={aliasField.rules}
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
  const entityField = fieldRules(F.entity);
  const projectField = fieldRules(F.project);
  return (
    <>
      <ProFormSelect
        htmlFor={`${idPrefix}-region`}
        name="region"
        label={t('pages.unity.game.region')}
        valueEnum={regionEnum}
        fieldProps={{ id: `${idPrefix}-region` }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormText
        htmlFor={`${idPrefix}-entity`}
        name="entity"
        label={t('pages.unity.game.entity')}
        fieldProps={{ id: `${idPrefix}-entity`, ...entityField.input }}
        rules={entityField.rules}
      />
      <ProFormText
        htmlFor={`${idPrefix}-project`}
        name="project"
        label={t('pages.unity.game.project')}
        fieldProps={{ id: `${idPrefix}-project`, ...projectField.input }}
        rules={projectField.rules}
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
