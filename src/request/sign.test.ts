import { createHash } from 'node:crypto';
import { buildSignedForm, FILE_FIELDS, flattenFields, isBlob, sign, signText } from './sign';

/** The rule, computed independently of crypto-js: MD5 over UTF-8, uppercase hex. */
const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

describe('signed multipart forms (docs/rules.md "Signed forms")', () => {
  const NOW = 1700000000999; // ms → timestamp 1700000000 (seconds, floored)

  const values = () => ({
    name: '  Foo\r\nBar  ',
    Zeta: 'upper-case key sorts first',
    title: '游戏',
    channels: ['a', ' b '],
    meta: { x: 1, y: null, deep: { k: [true] } },
    empty: undefined,
    nothing: null,
    count: 0,
    on: false,
    file: new Blob(['zip-bytes'], { type: 'application/zip' }),
    iconFile: 'not a blob: dropped',
    signFile: undefined,
    plistFile: new File(['<plist/>'], 'app.plist'),
  });

  // The fixed vector, written out by hand from the rule: sorted by key (code-point order), k=v joined by '&',
  // strings trimmed, null/undefined → '', arrays/objects → dotted keys, no file fields, line breaks removed.
  const EXPECTED_TEXT =
    'Zeta=upper-case key sorts first' +
    '&channels.0=a&channels.1=b' +
    '&count=0&empty=' +
    '&meta.deep.k.0=true&meta.x=1&meta.y=' +
    '&name=FooBar&nothing=&on=false' +
    '&timestamp=1700000000&title=游戏&token=tok-9';

  it('signText and sign follow the rule on a fixed vector', () => {
    const { fields } = buildSignedForm(values(), { token: 'tok-9', now: NOW });
    expect(signText(fields)).toBe(EXPECTED_TEXT);
    expect(fields.sign).toBe(md5Upper(EXPECTED_TEXT));
    expect(fields.sign).toMatch(/^[0-9A-F]{32}$/);
    // a literal digest too, so the test does not only compare two hash implementations
    expect(sign({ b: '2', a: '1' })).toBe('ED04C91CF6F6AB5A01A31C0295C5DA34');
  });

  it('flattens values: trimmed strings, empty strings for null/undefined, dotted keys, files apart', () => {
    const { fields, files } = flattenFields(values());
    expect(fields).toEqual({
      name: 'Foo\r\nBar',
      Zeta: 'upper-case key sorts first',
      title: '游戏',
      'channels.0': 'a',
      'channels.1': 'b',
      'meta.x': '1',
      'meta.y': '',
      'meta.deep.k.0': 'true',
      empty: '',
      nothing: '',
      count: '0',
      on: 'false',
    });
    expect(files.map(([k]) => k)).toEqual(['file', 'plistFile']);
    // non-blob file fields are neither signed nor sent
    expect(fields).not.toHaveProperty('iconFile');
    expect(fields).not.toHaveProperty('signFile');
  });

  it('a Blob nested in an array travels as a file under its dotted key', () => {
    const blob = new Blob(['x']);
    const { fields, files } = flattenFields({ shots: [blob], note: 'n' });
    expect(files).toEqual([['shots.0', blob]]);
    expect(fields).toEqual({ note: 'n' });
  });

  it('signText ignores an existing sign field and removes \\r and \\n everywhere', () => {
    expect(signText({ sign: 'OLD', b: 'x\ny', a: '1\r\n' })).toBe('a=1&b=xy');
  });

  it('timestamp is in seconds from `now`; token is the session token or empty', () => {
    const withToken = buildSignedForm({}, { token: 'abc', now: 1234567 });
    expect(withToken.fields.timestamp).toBe('1234');
    expect(withToken.fields.token).toBe('abc');
    expect(withToken.fields.sign).toBe(md5Upper('timestamp=1234&token=abc'));

    const noToken = buildSignedForm({}, { token: null, now: 999 });
    expect(noToken.fields.timestamp).toBe('0');
    expect(noToken.fields.token).toBe('');
    expect(noToken.fields.sign).toBe(md5Upper('timestamp=0&token='));
  });

  it('uses the clock when `now` is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 1, 0, 0, 30, 500));
    try {
      const { fields } = buildSignedForm({}, { token: 't' });
      expect(fields.timestamp).toBe(String(Math.floor(new Date(2024, 0, 1, 0, 0, 30, 500).getTime() / 1000)));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a caller-provided sign is replaced by the computed one', () => {
    const { fields } = buildSignedForm({ sign: 'FAKE', a: '1' }, { token: 't', now: 0 });
    expect(fields.sign).toBe(md5Upper('a=1&timestamp=0&token=t'));
  });

  it('FormData carries every field, the sign, and only the real file blobs (with their names)', () => {
    const { formData, fields } = buildSignedForm(values(), { token: 'tok-9', now: NOW });
    Object.keys(fields).forEach((k) => expect(formData.get(k)).toBe(fields[k]));
    expect(formData.get('sign')).toBe(md5Upper(EXPECTED_TEXT));
    expect(formData.get('iconFile')).toBeNull();
    expect(formData.get('signFile')).toBeNull();
    const file = formData.get('file');
    expect(isBlob(file)).toBe(true);
    const plist = formData.get('plistFile') as File;
    expect(plist.name).toBe('app.plist');
  });

  it('sends a nameless Blob without a file name, never under "undefined" (as Node’s FormData names it when given one)', () => {
    const appended: unknown[][] = [];
    vi.stubGlobal(
      'FormData',
      class {
        append(...args: unknown[]) {
          appended.push(args);
        }
      },
    );
    try {
      buildSignedForm({ file: new Blob(['zip-bytes']) }, { token: 't', now: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(appended.find(([k]) => k === 'file')).toHaveLength(2);
  });

  it('a Blob given a name (not a File) is sent under that name, not as "blob"', () => {
    const named = Object.assign(new Blob(['apk-bytes']), { name: 'game.apk' });
    const { formData } = buildSignedForm({ file: named }, { token: 't', now: 0 });
    expect((formData.get('file') as File).name).toBe('game.apk');
  });

  it('isBlob accepts Blob and File only', () => {
    expect(isBlob(new Blob([]))).toBe(true);
    expect(isBlob(new File([], 'f'))).toBe(true);
    expect(isBlob({ size: 1, type: '' })).toBe(false);
    expect(isBlob('blob')).toBe(false);
    expect([...FILE_FIELDS]).toEqual(['file', 'iconFile', 'signFile', 'plistFile']);
  });
});
