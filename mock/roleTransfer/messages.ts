import type { Lang } from '../core/i18n';
import { messageBook } from '../core/messageBook';

/** The role transfers' envelope tips in the operator's language. `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const TRANSFER_MESSAGES = {
  accountEntity: e('账号', 'account', 'conta', '帳號'),
  sameAccount: e(
    '源账号与目标账号相同（{account}）',
    'The source and target accounts are the same ({account})',
    'A conta de origem e a de destino são a mesma ({account})',
    '來源帳號與目標帳號相同（{account}）',
  ),
  notNormal: e(
    '账号 {account} 已锁定，不能迁移角色',
    'Account {account} is locked: its roles cannot be moved',
    'A conta {account} está bloqueada: seus personagens não podem ser movidos',
    '帳號 {account} 已鎖定，不能遷移角色',
  ),
  nothingToMove: e(
    '账号 {account} 已没有可迁移的角色（迁移可能已完成）',
    'Account {account} has no role left to move (the migration may be done already)',
    'A conta {account} não tem mais personagens para mover (a migração pode já ter sido feita)',
    '帳號 {account} 已沒有可遷移的角色（遷移可能已完成）',
  ),
  noRoleChosen: e(
    '请选择要换绑的角色',
    'Choose the roles to rebind',
    'Escolha os personagens a transferir',
    '請選擇要換綁的角色',
  ),
  tooManyRoles: e(
    '一次最多换绑 {max} 个角色',
    'At most {max} roles can be rebound at once',
    'No máximo {max} personagens por vez',
    '一次最多換綁 {max} 個角色',
  ),
  notOwnRole: e(
    '角色 {roleId} 不在账号 {account} 名下',
    'Role {roleId} is not on account {account}',
    'O personagem {roleId} não está na conta {account}',
    '角色 {roleId} 不在帳號 {account} 名下',
  ),
  conflict: e(
    '账号 {to} 在区服 {server} 已有角色 {targetName}（{targetId}），不能迁入账号 {from} 的角色 {name}（{roleId}）',
    'Account {to} already has role {targetName} ({targetId}) on server {server}: role {name} ({roleId}) of account {from} cannot move there',
    'A conta {to} já tem o personagem {targetName} ({targetId}) no servidor {server}: o personagem {name} ({roleId}) da conta {from} não pode ir para lá',
    '帳號 {to} 在區服 {server} 已有角色 {targetName}（{targetId}），不能遷入帳號 {from} 的角色 {name}（{roleId}）',
  ),
  stale: e(
    '预览之后账号的角色有变化，请重新预览后再执行',
    'The accounts changed since the preview: preview again before executing',
    'As contas mudaram desde a pré-visualização: pré-visualize de novo antes de executar',
    '預覽之後帳號的角色有變化，請重新預覽後再執行',
  ),
};

export type TransferMessageKey = keyof typeof TRANSFER_MESSAGES;

const transferMessagesBook = messageBook(TRANSFER_MESSAGES);

export const tt = transferMessagesBook.text;
