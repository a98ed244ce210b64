import zhCN_access from './zh-CN/access';
import zhCN_pack from './zh-CN/pack';
import zhCN_platform from './zh-CN/platform';
import zhCN_sdk from './zh-CN/sdk';
import zhTW_access from './zh-TW/access';
import zhTW_pack from './zh-TW/pack';
import zhTW_platform from './zh-TW/platform';
import zhTW_sdk from './zh-TW/sdk';
import enUS_access from './en-US/access';
import enUS_pack from './en-US/pack';
import enUS_platform from './en-US/platform';
import enUS_sdk from './en-US/sdk';
import ptBR_access from './pt-BR/access';
import ptBR_pack from './pt-BR/pack';
import ptBR_platform from './pt-BR/platform';
import ptBR_sdk from './pt-BR/sdk';

/** The screens' messages in the four languages (loaded with the main layout, see ./areas.tsx). */
export const AREA_MESSAGES: Record<string, Record<string, string>> = {
  'zh-CN': { ...zhCN_access, ...zhCN_pack, ...zhCN_platform, ...zhCN_sdk },
  'zh-TW': { ...zhTW_access, ...zhTW_pack, ...zhTW_platform, ...zhTW_sdk },
  'en-US': { ...enUS_access, ...enUS_pack, ...enUS_platform, ...enUS_sdk },
  'pt-BR': { ...ptBR_access, ...ptBR_pack, ...ptBR_platform, ...ptBR_sdk },
};
