import type { Lang } from '../core/i18n';
import { messageBook } from '../core/messageBook';

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
  noRestoreAppKey: e(
    '吊销的密钥不能恢复：密钥只能新建或轮换，旧的值不会再生效；请为该游戏新建密钥',
    'A revoked key cannot be restored: keys are only created or rotated, and old values never work again; create a new key for the game',
    'Uma chave revogada não pode ser restaurada: chaves só são criadas ou rotacionadas e valores antigos nunca voltam a valer; crie uma nova chave para o jogo',
    '吊銷的金鑰不能恢復：金鑰只能新建或輪換，舊的值不會再生效；請為該遊戲新建金鑰',
  ),
  noRestorePlugin: e(
    '插件已删除，参数随插件一起删除，不能单独恢复；重新添加插件后再填写参数',
    'The plugin was deleted and its parameters with it; they cannot be restored on their own: add the plugin again, then its parameters',
    'O plugin foi excluído e seus parâmetros com ele; não podem ser restaurados sozinhos: adicione o plugin de novo e depois os parâmetros',
    '外掛已刪除，參數隨外掛一起刪除，不能單獨恢復；重新新增外掛後再填寫參數',
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
