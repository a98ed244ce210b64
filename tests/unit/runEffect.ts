import type { Action, EffectsCommands, RootState } from '../../src/models/types';

/**
 * Runs a dva effect (a generator) the way dva-core does for call/put/select, for unit tests: `call` awaits the
 * function, a rejection is thrown back into the generator; `put` is recorded; `select` reads the given state.
 */
type Step =
  | { kind: 'call'; fn: (...a: unknown[]) => unknown; args: unknown[] }
  | { kind: 'put'; action: Action }
  | { kind: 'select'; selector: (s: RootState) => unknown };

export async function runEffect(
  effect: (action: Action<never>, commands: EffectsCommands<RootState>) => Generator<unknown, unknown, unknown>,
  action: Action<unknown>,
  state: Partial<RootState> = {},
) {
  const puts: Action[] = [];
  const commands = {
    call: (fn: (...a: unknown[]) => unknown, ...args: unknown[]): Step => ({ kind: 'call', fn, args }),
    put: (a: Action): Step => ({ kind: 'put', action: a }),
    select: (selector: (s: RootState) => unknown): Step => ({ kind: 'select', selector }),
  } as unknown as EffectsCommands<RootState>;
  const gen = effect(action as Action<never>, commands);
  let next = gen.next();
  while (!next.done) {
    const step = next.value as Step;
    if (step.kind === 'call') {
      try {
        const value = await step.fn(...step.args);
        next = gen.next(value);
      } catch (e) {
        next = gen.throw(e);
      }
    } else if (step.kind === 'put') {
      puts.push(step.action);
      next = gen.next(undefined);
    } else {
      next = gen.next(step.selector(state as RootState));
    }
  }
  return { result: next.value, puts };
}
