import type { CrudService } from './index';

/**
 * A list's calls where each write (add, edit, remove, those it has) is followed by what its change makes stale
 * elsewhere: the console's game list, or the options its form offers. `after` runs once the call went through (a
 * refused call leaves it out, the list's dialog stays open); the write answers what the call answered.
 */
export function afterWrites<T, P>(service: CrudService<T, P>, after: () => void): CrudService<T, P> {
  const then =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const res = await call(...args);
      after();
      return res;
    };
  const { add, edit, remove } = service;
  return {
    ...service,
    ...(add ? { add: then(add) } : {}),
    ...(edit ? { edit: then(edit) } : {}),
    ...(remove ? { remove: then(remove) } : {}),
  };
}
