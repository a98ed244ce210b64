import type { Lang } from '../i18n';
import { type FailWith, messageBook } from '../messageBook';

/** The history calls' envelope tips in the operator's language (beside the shared catalogue). `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const HISTORY_MESSAGES = {
  versionMissing: e(
    '版本不存在（v{version}）',
    'Version not found (v{version})',
    'Versão não encontrada (v{version})',
    '版本不存在（v{version}）',
  ),
  rollbackCurrent: e(
    'v{version} 已是当前版本，无需回滚',
    'v{version} is already the current version',
    'v{version} já é a versão atual',
    'v{version} 已是目前版本，無需回滾',
  ),
  rollbackDeleted: e(
    'v{version} 是删除记录，不能回滚到它',
    'v{version} records a deletion; it cannot be rolled back to',
    'v{version} registra uma exclusão; não é possível voltar a ela',
    'v{version} 是刪除記錄，不能回滾到它',
  ),
  recordDeleted: e(
    '记录已删除，不能回滚',
    'The record was deleted; it cannot be rolled back',
    'O registro foi excluído; não é possível reverter',
    '記錄已刪除，不能回滾',
  ),
  rollbackUnavailable: e(
    '这类记录暂不能回滚（{kind}）',
    'This kind of record cannot be rolled back yet ({kind})',
    'Este tipo de registro ainda não pode ser revertido ({kind})',
    '這類記錄暫不能回滾（{kind}）',
  ),
  gameRequired: e(
    '请先选择游戏（X-Game-Id）',
    'Choose a game first (X-Game-Id)',
    'Escolha um jogo primeiro (X-Game-Id)',
    '請先選擇遊戲（X-Game-Id）',
  ),
} satisfies Record<string, Entry>;

export type HistoryMessageKey = keyof typeof HISTORY_MESSAGES;

const historyMessagesBook = messageBook(HISTORY_MESSAGES);

export const ht = historyMessagesBook.text;

/** Throws the envelope failure `code` with the history message `key` in `lang`. */
export const hfail: FailWith<HistoryMessageKey> = historyMessagesBook.fail;
