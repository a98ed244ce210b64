import { EARLY_REUSE_MS, preload, takeArrived, takeOr } from '@/utils/preload';
import { queryOpLogOptions } from './service';

/** The operation log's filter options (modules and their actions), as the screen's first render wants them. */
export type OpLogOptions = Awaited<ReturnType<typeof queryOpLogOptions>>['data'];

/** The early call for the filter options (src/utils/preload.ts, one early-call mechanism). */
const OPTIONS_EARLY = 'oplog:options';

/**
 * Started with the console's own calls when the browser opens at /oplog (src/pages/early.ts), before the person's
 * grants are known: quiet, so a refusal shows nothing and the screen (if it renders) asks again and shows it.
 */
export function preloadOpLogOptions(): void {
  preload(OPTIONS_EARLY, () => queryOpLogOptions(undefined, { skipErrorHandler: true }), EARLY_REUSE_MS, {
    quiet: true,
  });
}

/**
 * While the screen first renders: the options if they have already arrived (the screen renders once with them),
 * else the call is started now, not after the table has mounted.
 */
export function opLogOptionsAtRender(): OpLogOptions | undefined {
  const arrived = takeArrived<Awaited<ReturnType<typeof queryOpLogOptions>>>(OPTIONS_EARLY);
  if (arrived) return arrived.value.data;
  preload(OPTIONS_EARLY, queryOpLogOptions, EARLY_REUSE_MS);
  return undefined;
}

/** The options when they were not there at the first render: the early call's answer (once), else a fresh call. */
export async function opLogOptionsLater(): Promise<OpLogOptions> {
  return (await takeOr(OPTIONS_EARLY, queryOpLogOptions)).data;
}
