import { isPlainObject } from '../../src/request/bodyFilter';
import { FILE_FIELDS } from '../../src/request/sign';
import { answerChecker, type OpenApiDocument } from './answers';
import { Schemas, whyNotRead, type ContractCall, type JsonSchema } from './bodies';
import { contractDocument } from './document';
import { OutOfBudget, Target, type Call, type Got } from './target';

/**
 * `npm run contract:verify`: checks a backend against the console's contract (README "Checking a backend"). Signs
 * in, calls every read-only endpoint (a first page, a filtered page and a deep page of a list), asks for the refusals
 * every backend must give, and checks every answer; with `write`, also creates, edits and deletes records of its own
 * and checks that each list is left as it was found.
 */
export interface VerifyOptions {
  target: string;
  account?: string;
  password?: string;
  token?: string;
  game?: number;
  write?: boolean;
  maxRequests?: number;
  /** seconds for the whole run */
  timeout?: number;
  /** only the endpoints whose path starts with one of these */
  only?: string[];
  document?: OpenApiDocument;
}

export type Outcome = 'ok' | 'mismatch' | 'missing' | 'refused' | 'skipped';

export interface Row {
  /** `POST /api/sys/role/list`, or a refusal's or a write cycle's name */
  name: string;
  outcome: Outcome;
  detail: string;
  calls: number;
}

export interface Report {
  rows: Row[];
  requests: number;
  ms: number;
  /** why the run stopped early (its budget), when it did */
  stopped?: string;
  exitCode: number;
}

const SEVERITY: Outcome[] = ['skipped', 'ok', 'refused', 'missing', 'mismatch'];
const PAGE_SIZE = 10;
const PAGING = new Set(['pageNum', 'pageSize', 'sortField', 'sortOrder']);

/**
 * Queries the schemas alone cannot give (a rule across fields, a value of another list): a few read calls take these,
 * built from the target's own answers. `rows(path)` is the rows a list answered.
 */
type Rows = (path: string) => Array<Record<string, unknown>>;
const HINTS: Record<string, (rows: Rows, data: (path: string) => unknown) => Record<string, unknown>> = {
  // one of age, birthDate or guest is needed (a rule the contract's schema does not state)
  '/api/unity/antiAddiction/check': () => ({ age: 20 }),
  '/api/special/antiAddiction/check': () => ({ age: 20 }),
  // players' accounts, from the players' list
  '/api/operate/userAccountMigration/preview': (rows) => twoPlayers(rows),
  '/api/special/rebindUser/roles': (rows) => ({ account: twoPlayers(rows).from }),
  '/api/special/rebindUser/preview': (rows, data) => ({ ...twoPlayers(rows), roleIds: roleIdsOf(data) }),
  // a range of most of a year, so that some anniversaries fall in it; then a role of those
  '/api/operate/userBirthday/page': () => ({ start: dayText(0), end: dayText(300) }),
  '/api/operate/userBirthday/preview': (rows) => ({
    ...rangeOf(rows),
    roleIds: rows('/api/operate/userBirthday/page')
      .slice(0, 1)
      .map((r) => r.roleId),
  }),
};
function dayText(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}
function roleIdsOf(data: (path: string) => unknown): unknown[] {
  const side = data('/api/special/rebindUser/roles');
  const roles = isPlainObject(side) && Array.isArray(side.roles) ? side.roles.filter(isPlainObject) : [];
  return roles.slice(0, 1).map((r) => r.roleId);
}
function rangeOf(rows: Rows): Record<string, unknown> {
  const [r] = rows('/api/operate/userBirthday/page');
  return r ? { start: r.anniversary ?? r.start, end: r.anniversary ?? r.end } : {};
}
const PLAYERS = '/api/operate/accountManagement/page';
function twoPlayers(rows: Rows): { from?: unknown; to?: unknown } {
  const [a, b] = rows(PLAYERS);
  return { from: a?.account, to: b?.account };
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export async function verify(o: VerifyOptions, progress?: (done: number, label: string) => void): Promise<Report> {
  const started = Date.now();
  const doc = o.document ?? contractDocument();
  const checker = answerChecker(doc);
  const schemas = new Schemas(doc);
  const target = new Target({
    base: o.target.replace(/\/+$/, ''),
    checker,
    maxRequests: o.maxRequests ?? 2000,
    deadline: started + (o.timeout ?? 300) * 1000,
    requestTimeout: 30_000,
  });
  const wanted = (path: string) => !o.only?.length || o.only.some((p) => path.startsWith(p));
  const calls = schemas.calls().filter((c) => wanted(c.path));
  const rows = new Map<string, Row>();
  let done = 0;

  /** Adds a call's outcome to its row; the worst outcome of a row's calls is the row's. */
  const note = (name: string, outcome: Outcome, detail: string, counted = true) => {
    const row = rows.get(name) ?? { name, outcome: 'skipped', detail: '', calls: 0 };
    if (counted) row.calls += 1;
    if (SEVERITY.indexOf(outcome) > SEVERITY.indexOf(row.outcome)) {
      row.outcome = outcome;
      row.detail = detail;
    } else if (!row.detail) row.detail = detail;
    rows.set(name, row);
  };
  const endpoint = (c: ContractCall) => `${c.method} ${c.path}`;

  /** Sends a call and notes its outcome under `name`; `label` says which of the row's calls it was. */
  const call = async (name: string, c: Call, label: string): Promise<Got | undefined> => {
    done += 1;
    progress?.(done, `${c.method} ${c.path} (${label})`);
    let got: Got;
    try {
      got = await target.send(c);
    } catch (e) {
      if (e instanceof OutOfBudget) throw e;
      note(name, 'missing', `no answer: ${(e as Error).message} (${label})`);
      return undefined;
    }
    const pack = c.path.startsWith('/onlinepack/');
    if (got.status === 404 || got.code === 'A0404' || (pack && got.code === 404)) {
      note(name, 'missing', `HTTP ${got.status}${got.code === undefined ? '' : ` ${String(got.code)}`} (${label})`);
    } else if (got.mismatches.length) {
      const m = got.mismatches[0];
      const more = got.mismatches.length > 1 ? ` (+${got.mismatches.length - 1} more)` : '';
      note(name, 'mismatch', `${m.path} ${m.expected}${more} (${label})`);
    } else if (succeeded(got, pack) || (got.body === undefined && got.status >= 200 && got.status < 300)) {
      note(name, 'ok', '');
    } else {
      note(name, 'refused', `${String(got.code)} ${got.tips} (${label})`.trim());
    }
    return got;
  };

  // what the target's answers hold: rows per folder (ids of its records) and a value per field name
  const rowsByFolder = new Map<string, Array<Record<string, unknown>>>();
  const rowsByPath = new Map<string, Array<Record<string, unknown>>>();
  const dataByPath = new Map<string, unknown>();
  const pool = new Map<string, unknown>();
  const harvest = (path: string, data: unknown) => {
    dataByPath.set(path, data);
    const list = isPlainObject(data) && Array.isArray(data.list) ? data.list : Array.isArray(data) ? data : [data];
    const objects = list.filter(isPlainObject);
    if (!objects.length) return;
    rowsByPath.set(path, objects);
    if (!rowsByFolder.get(folderOf(path))?.length) rowsByFolder.set(folderOf(path), objects);
    objects.slice(0, 3).forEach((r) =>
      Object.entries(r).forEach(([k, v]) => {
        if (!pool.has(k) && v !== null && v !== '' && typeof v !== 'object') pool.set(k, v);
      }),
    );
  };

  /** A real value for a required field: from the target's own answers, else the schema's smallest. */
  const valueFor = (field: string, schema: JsonSchema | undefined, path: string): unknown => {
    const prop = schemas.resolve(schema);
    const candidates: unknown[] = [];
    const firstIdIn = (folder: string) => rowsByFolder.get(folder)?.[0]?.id;
    if (field === 'id') candidates.push(firstIdIn(folderOf(path)), firstIdIn(folderOf(folderOf(path))));
    const base = field.replace(/Ids?$/, '');
    if (base !== field && base !== '') {
      const folder = [...rowsByFolder.keys()].find((f) => lastSegment(f) === base);
      const id = folder ? firstIdIn(folder) : undefined;
      candidates.push(field.endsWith('Ids') && id !== undefined ? [id] : id);
    }
    candidates.push(rowsByFolder.get(folderOf(path))?.[0]?.[field], pool.get(field));
    if (/gameId$/i.test(field) && target.game !== undefined) candidates.push(target.game);
    const found = candidates.find((v) => v !== undefined && (!prop || schemas.valid(prop, v)));
    return found !== undefined ? found : schemas.sample(prop);
  };

  const bodyFor = (c: ContractCall, extra: Record<string, unknown> = {}) => {
    const schema = schemas.requestOf(c);
    if (!schema) return { body: undefined, valid: true };
    const body: Record<string, unknown> = {};
    (schema.required ?? []).forEach((f) => {
      if (f === 'pageNum') body[f] = 1;
      else if (f === 'pageSize') body[f] = PAGE_SIZE;
      else body[f] = valueFor(f, schema.properties?.[f], c.path);
    });
    const hint =
      HINTS[c.path]?.(
        (path) => rowsByPath.get(path) ?? [],
        (path) => dataByPath.get(path),
      ) ?? {};
    Object.entries(hint).forEach(([k, v]) => {
      if (v !== undefined) body[k] = v;
    });
    Object.assign(body, extra);
    return { body, valid: schemas.valid(schema, body), schema };
  };

  const isPage = (c: ContractCall) => {
    const required = schemas.requestOf(c)?.required ?? [];
    return required.includes('pageNum') && required.includes('pageSize');
  };
  /** Required fields that need a value from the target (beyond paging). */
  const needsData = (c: ContractCall) =>
    (schemas.requestOf(c)?.required ?? []).some((f) => !PAGING.has(f)) ||
    Boolean(c.op.parameters?.some((p) => p.in === 'query' && p.required));

  let stopped: string | undefined;
  let firstPage: ContractCall | undefined;
  try {
    // sign in as the spec says (docs/rules.md "Sign-in and sign-out"), or take the token given
    const login = calls.find((c) => c.path === '/api/mng/login');
    if (o.token) {
      target.token = o.token;
      if (login) note(endpoint(login), 'skipped', 'signed in with --token', false);
    } else {
      const loginCall: ContractCall = login ?? { method: 'POST', path: '/api/mng/login', op: {} };
      const got = await call(
        endpoint(loginCall),
        {
          method: 'POST',
          path: '/api/mng/login',
          json: { account: o.account ?? '', password: o.password ?? '' },
          token: null,
          headers: { Is_Need_Game_Id: '1' },
        },
        'sign-in',
      );
      const data = isPlainObject(got?.body) ? got.body.data : undefined;
      const token = isPlainObject(data) ? data.sToken : undefined;
      // sign-in also takes the number 0 as success (docs/rules.md "Sign-in and sign-out"); its row says if the
      // contract does not
      if (!got || !(succeeded(got, false) || got.code === 0) || typeof token !== 'string') {
        return finish('sign-in failed: nothing else can be checked');
      }
      target.token = token;
    }
    if (o.game !== undefined) target.game = o.game;
    else {
      const got = await target.send({ method: 'POST', path: '/api/mng/game/myList', json: {} }).catch(() => undefined);
      const data = isPlainObject(got?.body) ? got.body.data : undefined;
      const first = Array.isArray(data) ? data.find(isPlainObject) : undefined;
      if (first && typeof first.id === 'number') target.game = first.id;
    }

    // every read-only endpoint: those that need nothing first, then those that need a value from an answer
    const reads = calls.filter((c) => !whyNotRead(c.op));
    calls.forEach((c) => {
      const why = whyNotRead(c.op);
      if (why && c.path !== '/api/mng/login') {
        note(endpoint(c), 'skipped', why === 'changes data' && !o.write ? 'changes data (--write)' : why, false);
      }
    });
    const later = (c: ContractCall) => needsData(c) || Boolean(HINTS[c.path]);
    const ordered = [...reads.filter((c) => !later(c)), ...reads.filter(later)];
    for (const c of ordered) {
      const name = endpoint(c);
      if (c.method === 'GET') {
        // a download: ?id=&satoken=
        const id = valueFor('id', { type: 'integer', minimum: 1 }, c.path);
        await call(
          name,
          { method: 'GET', path: c.path, query: { id: String(id), satoken: target.token ?? '' } },
          'file',
        );
        continue;
      }
      const { body, valid } = bodyFor(c);
      if (!valid) {
        note(name, 'skipped', 'no valid query could be built from the contract and the answers so far', false);
        continue;
      }
      const first = await call(name, { method: 'POST', path: c.path, json: body }, isPage(c) ? 'first page' : 'call');
      const data =
        isPlainObject(first?.body) && first && succeeded(first, c.path.startsWith('/onlinepack/'))
          ? first.body.data
          : undefined;
      if (data === undefined) continue;
      harvest(c.path, data);
      if (!isPage(c) || !isPlainObject(data)) continue;
      firstPage ??= c;
      const row = Array.isArray(data.list) ? data.list.find(isPlainObject) : undefined;
      const filter = filterOf(c, row);
      if (filter) {
        await call(
          name,
          { method: 'POST', path: c.path, json: { ...body, ...filter } },
          `filtered by ${Object.keys(filter)[0]}`,
        );
      }
      const total = typeof data.total === 'number' ? data.total : 0;
      const deep = Math.max(2, Math.ceil(total / PAGE_SIZE));
      await call(name, { method: 'POST', path: c.path, json: { ...body, pageNum: deep } }, `page ${deep}`);
    }

    await refusals();
    if (o.write) await writes();
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
    stopped = e.message;
  }
  return finish(stopped);

  /** An optional filter of a list, with a value of its first row (else an enum's first value). */
  function filterOf(c: ContractCall, row: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
    const schema = schemas.requestOf(c);
    const optional = Object.keys(schema?.properties ?? {}).filter(
      (k) => !PAGING.has(k) && !(schema?.required ?? []).includes(k),
    );
    for (const k of optional) {
      const prop = schemas.resolve(schema?.properties?.[k]);
      const v = row?.[k];
      if (v !== undefined && v !== null && v !== '' && typeof v !== 'object' && (!prop || schemas.valid(prop, v))) {
        return { [k]: v };
      }
    }
    for (const k of optional) {
      const prop = schemas.resolve(schema?.properties?.[k]);
      if (prop?.enum?.length) return { [k]: prop.enum.find((v) => v !== null) };
    }
    return undefined;
  }

  /** The refusals every backend must give (spec §8, the contract's description "Error codes"). */
  async function refusals() {
    const refusal = async (name: string, c: Call, status: number | undefined, code: string | number) => {
      done += 1;
      progress?.(done, name);
      let got: Got;
      try {
        got = await target.send(c);
      } catch (e) {
        if (e instanceof OutOfBudget) throw e;
        note(name, 'missing', `no answer: ${(e as Error).message}`);
        return;
      }
      const wrong: string[] = [];
      if (status !== undefined && got.status !== status) wrong.push(`HTTP ${status}, got ${got.status}`);
      if (got.code !== code) wrong.push(`code ${JSON.stringify(code)}, got ${JSON.stringify(got.code)}`);
      const shape = got.mismatches[0];
      if (shape) note(name, 'mismatch', `${shape.path} ${shape.expected}`);
      else if (wrong.length) note(name, 'mismatch', `expected ${wrong.join('; ')}`);
      else note(name, 'ok', `${String(got.code)} ${got.tips}`.trim());
    };
    const session =
      calls.find((c) => c.path === '/api/mng/user/current') ?? calls.find((c) => c.op['x-auth'] === 'session');
    if (session) {
      await refusal(
        `refusal: no session → A0230 (${endpoint(session)})`,
        { ...bodyCall(session), token: null },
        undefined,
        'A0230',
      );
    }
    const pack = calls.find(
      (c) => c.path.startsWith('/onlinepack/') && !whyNotRead(c.op) && c.op['x-auth'] !== 'public',
    );
    if (pack) {
      await refusal(
        `refusal: no session → 'A0230' (${endpoint(pack)})`,
        { ...bodyCall(pack), token: null },
        undefined,
        'A0230',
      );
    }
    const signed = calls.find((c) => c.op['x-signed'] && c.path.startsWith('/api/'));
    if (signed) {
      const values = (bodyFor(signed).body ?? {}) as Record<string, unknown>;
      FILE_FIELDS.forEach((f) => delete values[f]);
      await refusal(
        `refusal: tampered signature → A0340 (${endpoint(signed)})`,
        {
          method: 'POST',
          path: signed.path,
          form: values as Record<string, string>,
          tamper: true,
          requestId: target.requestId(),
        },
        undefined,
        'A0340',
      );
    }
    await refusal(
      'refusal: unknown path → HTTP 404 A0404',
      { method: 'POST', path: '/api/contract-verify/no-such-endpoint', json: {} },
      404,
      'A0404',
    );
    await refusal(
      'refusal: unknown path → HTTP 404 code 404 (/onlinepack)',
      { method: 'POST', path: '/onlinepack/contract-verify/no-such-endpoint', json: {} },
      404,
      404,
    );
    const json = firstPage ?? calls.find((c) => !whyNotRead(c.op) && c.method === 'POST');
    if (json) {
      await refusal(
        `refusal: malformed JSON → A0400 (${endpoint(json)})`,
        { method: 'POST', path: json.path, raw: '{"pageNum": 1,' },
        undefined,
        json.path.startsWith('/onlinepack/') ? 400 : 'A0400',
      );
    }
  }

  function bodyCall(c: ContractCall): Call {
    return { method: 'POST', path: c.path, json: bodyFor(c).body ?? {} };
  }

  /**
   * With --write: for each record kind with add, edit (or update) and delete calls and a list, creates a record of
   * its own (with a request id), edits it with the version it read (base version), checks that a stale save is
   * refused (A0409), deletes it, and checks that the list's total is back to what it was.
   */
  async function writes() {
    const byPath = new Map(calls.map((c) => [c.path, c]));
    const folders = [...new Set(calls.map((c) => folderOf(c.path)))];
    const tag = `cv${Date.now().toString(36)}`;
    for (const folder of folders) {
      const add = byPath.get(`${folder}/add`);
      const edit = byPath.get(`${folder}/edit`) ?? byPath.get(`${folder}/update`);
      const remove = byPath.get(`${folder}/delete`);
      const list = [`${folder}/page`, `${folder}/list`].map((p) => byPath.get(p)).find((c) => c && isPage(c));
      if (!add || !edit || !remove || !list || add.op['x-signed']) continue;
      await cycle(folder, add, edit, remove, list, `${tag}${folders.indexOf(folder)}`);
    }
  }

  async function cycle(
    folder: string,
    add: ContractCall,
    edit: ContractCall,
    remove: ContractCall,
    list: ContractCall,
    tag: string,
  ) {
    const name = `write: ${folder} left as found`;
    const totalOf = async (label: string) => {
      const got = await call(endpoint(list), { method: 'POST', path: list.path, json: bodyFor(list).body }, label);
      const data = isPlainObject(got?.body) ? got.body.data : undefined;
      return isPlainObject(data) && typeof data.total === 'number' ? data.total : undefined;
    };
    const before = await totalOf('before a write');
    const addSchema = schemas.requestOf(add);
    const values: Record<string, unknown> = {};
    (addSchema?.required ?? []).forEach((f) => {
      const prop = schemas.resolve(addSchema?.properties?.[f]);
      values[f] = prop?.type === 'string' && !prop.enum ? schemas.text(prop, tag) : valueFor(f, prop, add.path);
    });
    if (!addSchema || !schemas.valid(addSchema, values)) {
      note(name, 'skipped', 'no valid record could be built from the contract', false);
      return;
    }
    const created = await call(
      endpoint(add),
      { method: 'POST', path: add.path, json: values, requestId: target.requestId() },
      'create',
    );
    if (!created || !succeeded(created, add.path.startsWith('/onlinepack/'))) {
      note(name, 'skipped', 'the target did not create the record (see its add row)', false);
      return;
    }
    let id = idOf(isPlainObject(created.body) ? created.body.data : undefined);
    let version: number | undefined;
    const find = async () => {
      const got = await call(
        endpoint(list),
        { method: 'POST', path: list.path, json: { ...bodyFor(list).body, pageSize: 500 } },
        'find the record',
      );
      const data = isPlainObject(got?.body) ? got.body.data : undefined;
      const rowsOf = isPlainObject(data) && Array.isArray(data.list) ? data.list.filter(isPlainObject) : [];
      const mine = rowsOf.find((r) =>
        id !== undefined ? r.id === id : Object.values(r).some((v) => typeof v === 'string' && v.startsWith(tag)),
      );
      if (mine && typeof mine.id === 'number') id = mine.id;
      version = typeof mine?.recordVersion === 'number' ? mine.recordVersion : version;
    };
    await find();
    if (id === undefined) {
      note(name, 'mismatch', `the created record is not in ${list.path}`);
      return;
    }
    try {
      const editSchema = schemas.requestOf(edit);
      const changes: Record<string, unknown> = { id, baseVersion: version ?? 1 };
      // a risky edit (x-approval) is queued, not saved, unless it takes the emergency path (the account holds it)
      if (edit.op['x-approval']) changes.emergency = true;
      Object.keys(editSchema?.properties ?? {}).forEach((f) => {
        if (f in changes) return;
        if (f in values) changes[f] = values[f];
        else if ((editSchema?.required ?? []).includes(f))
          changes[f] = valueFor(f, editSchema?.properties?.[f], edit.path);
      });
      const text = Object.keys(changes).find(
        (f) => typeof changes[f] === 'string' && String(changes[f]).startsWith(tag),
      );
      if (text) changes[text] = `${tag}e`.slice(0, Math.max(String(changes[text]).length, 1));
      const edited = await call(
        endpoint(edit),
        { method: 'POST', path: edit.path, json: changes },
        'edit with its base version',
      );
      if (edited && succeeded(edited, false) && edit.op['x-versioned']) {
        const stale = await target.send({ method: 'POST', path: edit.path, json: changes });
        const shape = stale.mismatches[0];
        if (shape) note(name, 'mismatch', `${shape.path} ${shape.expected} (a stale save)`);
        else if (stale.code !== 'A0409')
          note(name, 'mismatch', `a stale save: expected A0409, got ${String(stale.code)}`);
      }
    } finally {
      const removeSchema = schemas.requestOf(remove);
      const body: Record<string, unknown> = { id };
      (removeSchema?.required ?? []).forEach((f) => {
        if (!(f in body)) body[f] = f in values ? values[f] : valueFor(f, removeSchema?.properties?.[f], remove.path);
      });
      await call(
        endpoint(remove),
        {
          method: 'POST',
          path: remove.path,
          json: body,
          requestId: remove.op['x-request-id'] ? target.requestId() : undefined,
        },
        'delete its own record',
      );
    }
    const after = await totalOf('after the write');
    if (before !== after) note(name, 'mismatch', `${list.path} total was ${before}, is ${after}`);
    else note(name, 'ok', `created #${id}, edited, deleted; ${list.path} total back to ${after}`, false);
  }

  function finish(why?: string): Report {
    const all = [...rows.values()];
    const failed = all.some((r) => r.outcome === 'mismatch' || r.outcome === 'missing') || Boolean(why);
    return { rows: all, requests: target.requests, ms: Date.now() - started, stopped: why, exitCode: failed ? 1 : 0 };
  }
}

function succeeded(got: Got, pack: boolean): boolean {
  return pack ? got.code === 0 : got.code === '00000';
}

function idOf(data: unknown): number | undefined {
  if (typeof data === 'number') return data;
  if (!isPlainObject(data)) return undefined;
  if (typeof data.id === 'number') return data.id;
  if (Array.isArray(data.ids) && typeof data.ids[0] === 'number') return data.ids[0];
  return undefined;
}

const LABEL: Record<Outcome, string> = {
  ok: 'ok',
  mismatch: 'shape mismatch',
  missing: 'missing endpoint',
  refused: 'refused',
  skipped: 'not called',
};

/** The rows and the closing count, one line each. */
export function printReport(report: Report, write: (line: string) => void): void {
  const width = Math.max(...report.rows.map((r) => r.name.length), 10);
  report.rows.forEach((r) => {
    const detail = r.detail ? `  ${r.detail}` : '';
    write(`${LABEL[r.outcome].padEnd(16)} ${r.name.padEnd(width)}${detail}`);
  });
  const count = (o: Outcome) => report.rows.filter((r) => r.outcome === o).length;
  write('');
  if (report.stopped) write(`stopped early: ${report.stopped}`);
  write(
    `${report.rows.length} rows: ${count('ok')} ok, ${count('mismatch')} shape mismatch, ${count('missing')} missing ` +
      `endpoint, ${count('refused')} refused, ${count('skipped')} not called; ${report.requests} requests in ` +
      `${(report.ms / 1000).toFixed(1)} s`,
  );
}
