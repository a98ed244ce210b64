import { parseArgs } from 'node:util';
import { printReport, verify } from './conformance';

/**
 * `npm run contract:verify -- --target URL [--account A --password P | --token T] [--game ID] [--write]
 * [--max-requests N] [--timeout S] [--only PATH,…]`: checks a backend against the console's contract (README
 * "Checking a backend"). Prints one row per endpoint and a closing count; exits 1 on any shape mismatch, missing
 * endpoint or unfinished run, 2 on wrong arguments.
 */
const USAGE = `usage: npm run contract:verify -- --target URL [--account A --password P | --token T] [--game ID]
       [--write] [--max-requests N (2000)] [--timeout SECONDS (300)] [--only PATH_PREFIX,...]`;

function options() {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      token: { type: 'string' },
      game: { type: 'string' },
      write: { type: 'boolean', default: false },
      'max-requests': { type: 'string' },
      timeout: { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const count = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number above 0, not ${v}`);
    return n;
  };
  if (values.help) return undefined;
  if (!values.target || !/^https?:\/\//.test(values.target)) throw new Error('--target takes the backend URL');
  if (!values.token && !(values.account && values.password)) {
    throw new Error('give --account and --password, or --token');
  }
  return {
    target: values.target,
    account: values.account,
    password: values.password,
    token: values.token,
    game: count(values.game, 'game'),
    write: values.write,
    maxRequests: count(values['max-requests'], 'max-requests'),
    timeout: count(values.timeout, 'timeout'),
    only: values.only?.split(',').filter(Boolean),
  };
}

async function main(): Promise<number> {
  let o: ReturnType<typeof options>;
  try {
    o = options();
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!o) {
    console.log(USAGE);
    return 0;
  }
  const tty = Boolean(process.stdout.isTTY);
  const columns = process.stdout.columns || 100;
  const report = await verify(
    o,
    tty ? (done, label) => process.stdout.write(`\r\x1b[K[${done}] ${label}`.slice(0, columns)) : undefined,
  );
  if (tty) process.stdout.write('\r\x1b[K');
  printReport(report, (line) => console.log(line));
  return report.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: Error) => {
    console.error(e.stack ?? e.message);
    process.exitCode = 1;
  },
);
