import type { Lang } from '../../core/i18n';
import { messageBook } from '../../core/messageBook';

/** The SDK accounts' envelope tips in the operator's language. `{name}` placeholders. */
type Entry = Record<Lang, string>;

const e = (zh: string, en: string, pt: string, tw: string): Entry => ({
  'zh-CN': zh,
  'en-US': en,
  'pt-BR': pt,
  'zh-TW': tw,
});

export const ACCOUNT_MESSAGES = {
  accountEntity: e('账号', 'account', 'conta', '帳號'),
  alreadyLocked: e(
    '账号 {account} 已锁定',
    'Account {account} is already locked',
    'A conta {account} já está bloqueada',
    '帳號 {account} 已鎖定',
  ),
  notLocked: e(
    '账号 {account} 未锁定',
    'Account {account} is not locked',
    'A conta {account} não está bloqueada',
    '帳號 {account} 未鎖定',
  ),
  noPhone: e(
    '账号 {account} 未绑定手机',
    'Account {account} has no phone bound',
    'A conta {account} não tem telefone vinculado',
    '帳號 {account} 未綁定手機',
  ),
  noContact: e(
    '账号 {account} 没有手机号或邮箱',
    'Account {account} has no phone or e-mail',
    'A conta {account} não tem telefone nem e-mail',
    '帳號 {account} 沒有手機號或郵箱',
  ),
};

const accountMessagesBook = messageBook(ACCOUNT_MESSAGES);

export const at = accountMessagesBook.text;
