import { handleRequestError } from './errors';
import { BizError } from './index';

/**
 * A call whose refusal the screen shows beside the form (it stays while the operator reads it) instead of the global
 * notice: the call goes with `skipErrorHandler`, a refusal's message goes to `onRefused`, anything else (timeout,
 * HTTP error) to the global handler as usual. Answers the result, or undefined when it failed.
 */
export async function withRefusal<T>(run: () => Promise<T>, onRefused: (message: string) => void) {
  try {
    return await run();
  } catch (e) {
    if (e instanceof BizError) onRefused(e.info.errorMessage || e.info.errorCode || '');
    else handleRequestError(e);
    return undefined;
  }
}
