import type { CallOptions, CreateOptions } from '@/request';
import { ProFormDependency, ProFormRadio, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useDispatch } from '@umijs/max';
import { Avatar, Descriptions } from 'antd';
import RecordEditorPage from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { addSettingGame, editSettingGame, type GamePayload, getSettingGame } from '../service';
import { SETTING_PATHS } from '../../paths';
import { useGameRegionEnum } from '../components/labels';
import { type GameFormValues, ICON_RULE, NEW_GAME, toForm, toPayload } from '../components/gameForm';
import { GAME_FIELDS as F } from '@/contract/setting/games/fields';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * /setting/gamesConfig/config (hidden, kept alive, follows its address): a new parent game, or `?id=` an existing one.
 * Name and alias are unique (the backend says which one is taken; the form keeps what was typed). After a save the
 * console reloads its game list, so the header's switcher and /gameSelect offer the game at once, then goes back to the
 * list.
 */
export default function GameConfigPage() {
  const t = useText();
  const dispatch = useDispatch();
  const regions = useGameRegionEnum();
  const refreshGames = () => dispatch({ type: 'games/fetchGames' });
  const editor = useRecordEditor({
    listPath: SETTING_PATHS.gamesConfig,
    get: getSettingGame,
    add: async (p: GamePayload, options: CreateOptions) => {
      const res = await addSettingGame(p, options);
      await refreshGames();
      return res;
    },
    edit: async (p: GamePayload & { id: number; baseVersion: number }, options?: CallOptions) => {
      const res = await editSettingGame(p, options);
      await refreshGames();
      return res;
    },
    toForm,
    toPayload: (v: GameFormValues) => toPayload(v),
  });
  // every limit and pattern is the contract's (src/contract/setting/games/fields.ts)
  const nameField = fieldRules(F.name);
  const aliasField = fieldRules(F.alias, { patternMessage: t('pages.setting.games.alias.pattern') });
  const entityField = fieldRules(F.entity);
  const iconField = fieldRules(F.icon, { patternMessage: t('pages.setting.games.icon.pattern') });

  return (
    <RecordEditorPage<GameFormValues>
      editor={editor}
      idPrefix="game"
      titles={{ add: t('pages.setting.games.title.add'), edit: t('pages.setting.games.title.edit') }}
      notFound={t('pages.setting.games.notFound')}
      initialValues={NEW_GAME}
      formStyle={{ maxWidth: 560 }}
    >
      {editor.record && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('pages.setting.games.id')}>{editor.record.id}</Descriptions.Item>
          <Descriptions.Item label={t('pages.setting.games.childCount')}>
            {editor.record.childGameCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.setting.games.project')}>{editor.record.project || '-'}</Descriptions.Item>
        </Descriptions>
      )}
      <ProFormText
        htmlFor="game-name"
        name="name"
        label={t('pages.setting.games.name')}
        fieldProps={{ id: 'game-name', ...nameField.input }}
        rules={nameField.rules}
      />
      <ProFormText
        htmlFor="game-alias"
        name="alias"
        label={t('pages.setting.games.alias')}
        tooltip={t('pages.setting.games.alias.tip')}
        fieldProps={{ id: 'game-alias', ...aliasField.input }}
        rules={aliasField.rules}
      />
      <ProFormRadio.Group
        htmlFor="game-region"
        name="region"
        label={t('pages.setting.games.region')}
        radioType="button"
        options={fieldOptions(F.region, (r) => regions[r].text)}
        fieldProps={{ id: 'game-region' }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormText
        htmlFor="game-entity"
        name="entity"
        label={t('pages.setting.games.entity')}
        fieldProps={{ id: 'game-entity', ...entityField.input }}
        rules={entityField.rules}
      />
      <ProFormText
        htmlFor="game-icon"
        name="icon"
        label={t('pages.setting.games.icon')}
        tooltip={t('pages.setting.games.icon.tip')}
        fieldProps={{ id: 'game-icon', ...iconField.input }}
        rules={iconField.rules}
      />
      <ProFormDependency name={['icon']}>
        {({ icon }) => {
          const src = ICON_RULE.test(String(icon ?? '')) ? String(icon) : editor.record?.icon;
          return src ? (
            <Avatar
              shape="square"
              size={48}
              src={src}
              alt={t('pages.setting.games.icon')}
              style={{ marginBottom: 16 }}
            />
          ) : null;
        }}
      </ProFormDependency>
      <ProFormSwitch
        htmlFor="game-status"
        name="status"
        label={t('common.status')}
        fieldProps={{ id: 'game-status' }}
      />
    </RecordEditorPage>
  );
}
