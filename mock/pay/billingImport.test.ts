import { describe, expect, it } from 'vitest';
import { checkImport, firstProblem } from './billingImport';

const HEADER = 'productId,name,amount,currency,channelProductCode,coins,status';
const check = (lines: string[], existing: string[] = [], lang: 'zh-CN' | 'en-US' = 'en-US') =>
  checkImport(lines.join('\r\n'), new Set(existing), lang);
const errorsOf = (lines: string[], existing: string[] = []) =>
  check(lines, existing).rows.map((r) => ({ row: r.row, errors: r.errors.map((e) => `${e.column}:${e.code}`) }));

describe('billing-point CSV import check', () => {
  it('accepts valid rows and turns amounts into integer cents', () => {
    const r = check([
      HEADER,
      'p.6,6 元宝,6,CNY,com.x.6,60,1',
      'p.099,"Gems, small",0.99,usd,,100,0',
      'p.12,x,12.5,EUR,,0,',
    ]);
    expect(r.fileErrors).toEqual([]);
    expect(r.invalidCount).toBe(0);
    expect(r.validCount).toBe(3);
    expect(r.products).toEqual([
      {
        productId: 'p.6',
        name: '6 元宝',
        amount: 600,
        currency: 'CNY',
        channelProductCode: 'com.x.6',
        coins: 60,
        status: 1,
      },
      {
        productId: 'p.099',
        name: 'Gems, small',
        amount: 99,
        currency: 'USD',
        channelProductCode: '',
        coins: 100,
        status: 0,
      },
      { productId: 'p.12', name: 'x', amount: 1250, currency: 'EUR', channelProductCode: '', coins: 0, status: 1 },
    ]);
    expect(firstProblem(r)).toBeNull();
  });

  it('reports each problem by row (header = row 1) and column', () => {
    const rows = errorsOf(
      [
        HEADER,
        ',no id,6,CNY,,60,1',
        'a1,,1.234,CNY,,60,1',
        'a2,neg,-1,CNY,,60,1',
        'a3,zero,0,CNY,,60,1',
        'a4,cur,6,RMB,,60,1',
        'a5,coins,6,CNY,,1.5,1',
        'a5,dup,6,CNY,,60,1',
        'old.1,exists,6,CNY,,60,1',
        'bad id!,x,6,CNY,,60,1',
        'a6,st,6,CNY,,60,yes',
        'a7,short,6,CNY',
        'a8,coins,6,CNY,,-3,1',
      ],
      ['old.1'],
    );
    expect(rows).toEqual([
      { row: 2, errors: ['productId:missing'] },
      { row: 3, errors: ['name:missing', 'amount:badAmount'] },
      { row: 4, errors: ['amount:badAmount'] },
      { row: 5, errors: ['amount:badAmount'] },
      { row: 6, errors: ['currency:unknownCurrency'] },
      { row: 7, errors: ['coins:badCoins'] },
      { row: 8, errors: ['productId:duplicateInFile'] },
      { row: 9, errors: ['productId:exists'] },
      { row: 10, errors: ['productId:badProductId'] },
      { row: 11, errors: ['status:badStatus'] },
      { row: 12, errors: [':columnCount', 'coins:missing'] },
      { row: 13, errors: ['coins:badCoins'] },
    ]);
  });

  it('explains in the operator language, naming the value and the other row', () => {
    const r = check([HEADER, 'a,x,6,CNY,,1,1', 'a,y,1.234,RMB,,1,1']);
    const [dup, amount, currency] = r.rows[1].errors;
    expect(dup.message).toBe('product id a appears twice in the file (also row 2)');
    expect(amount.message).toBe('amount "1.234" is wrong: a number above 0 with at most two decimals');
    expect(currency.message).toBe('unknown currency "RMB" (use one of CNY, USD, HKD, TWD, BRL, EUR)');
    const zh = checkImport(`${HEADER}\nb,y,6,CNY,,x,1`, new Set(), 'zh-CN');
    expect(zh.rows[0].errors[0].message).toBe('游戏币“x”须为不小于 0 的整数');
  });

  it('reports file problems: missing or doubled header columns, no data, an unclosed quote, not UTF-8', () => {
    const codes = (text: string) =>
      checkImport(text, new Set(), 'en-US').fileErrors.map((e) => `${e.column}:${e.code}`);
    expect(codes('productId,name,amount,coins\r\na,b,1,1')).toEqual(['currency:missingColumn']);
    expect(codes('productId,name,amount,currency,coins,name\r\na,b,1,CNY,1,c')).toEqual(['name:duplicateColumn']);
    expect(codes(`${HEADER}\r\n\r\n`)).toEqual([':emptyFile']);
    expect(codes('')).toEqual([
      'productId:missingColumn',
      'name:missingColumn',
      'amount:missingColumn',
      'currency:missingColumn',
      'coins:missingColumn',
      ':emptyFile',
    ]);
    expect(codes(`${HEADER}\r\na,"open,1,CNY,,1,1`)).toEqual([':unclosedQuote']);
    // GBK bytes read as UTF-8 become replacement characters
    const gbk = new TextDecoder('utf-8').decode(new Uint8Array([0xd4, 0xaa, 0xb1, 0xa6]));
    expect(codes(`${HEADER}\r\na,${gbk},1,CNY,,1,1`)).toEqual([':notUtf8']);
  });

  it('takes columns in any order, skips blank and empty rows but keeps their row numbers, ignores a BOM', () => {
    const r = checkImport(
      '\uFEFFcoins,currency,amount,name,productId\n10,HKD,8,eight,h8\n,,,,\n1,HKD,x,bad,h9\n',
      new Set(),
      'en-US',
    );
    expect(r.fileErrors).toEqual([]);
    expect(r.rows.map((row) => [row.row, row.errors.map((e) => e.column)])).toEqual([
      [2, []],
      [4, ['amount']],
    ]);
    expect(r.products[0]).toMatchObject({ productId: 'h8', amount: 800, currency: 'HKD', coins: 10, status: 1 });
    expect(firstProblem(r)).toMatchObject({ count: 1, row: 4, error: { column: 'amount', code: 'badAmount' } });
  });
});
