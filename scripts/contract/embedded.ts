import fallback from '../../mock/fallback';
import { serve } from '../../mock/core/serve';

/**
 * The embedded backend alone, for `npm run contract:verify` in `npm test` (scripts/test.mjs): every mock entry (the
 * fallback entry dispatches to all of them) on 127.0.0.1, `--port N` or an ephemeral port. The first line printed is
 * its address; it runs until it is stopped (SIGTERM or SIGINT).
 */
const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
const server = await serve([fallback], { port });
console.log(server.url);
const stop = () => {
  server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
