import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** Channel interworking's envelope tips in the operator's language; `{name}` placeholders. */
export const CHANNEL_GROUP_MESSAGES = {
  entity: {
    'zh-CN': '渠道互通分组',
    'en-US': 'channel group',
    'pt-BR': 'grupo de canais',
    'zh-TW': '渠道互通分組',
  },
  conflict: {
    'zh-CN': '渠道 {channel} 已在分组「{group}」（#{id}）中：一个渠道只能属于一个互通分组',
    'en-US': 'Channel {channel} is already in the group "{group}" (#{id}): a channel belongs to one group at most',
    'pt-BR': 'O canal {channel} já está no grupo "{group}" (#{id}): um canal pertence a um grupo no máximo',
    'zh-TW': '渠道 {channel} 已在分組「{group}」（#{id}）中：一個渠道只能屬於一個互通分組',
  },
  unknownChannel: {
    'zh-CN': '参数错误：channels 渠道 {channel} 不存在',
    'en-US': 'Invalid parameter: channels: channel {channel} does not exist',
    'pt-BR': 'Parâmetro inválido: channels: o canal {channel} não existe',
    'zh-TW': '參數錯誤：channels 渠道 {channel} 不存在',
  },
  tooFew: {
    'zh-CN': '参数错误：channels 一个分组至少需要 2 个不同的渠道',
    'en-US': 'Invalid parameter: channels: a group needs at least 2 different channels',
    'pt-BR': 'Parâmetro inválido: channels: um grupo precisa de pelo menos 2 canais diferentes',
    'zh-TW': '參數錯誤：channels 一個分組至少需要 2 個不同的渠道',
  },
} satisfies Record<string, Record<Lang, string>>;

const Book = messageBook(CHANNEL_GROUP_MESSAGES);

export const cgt = Book.text;
