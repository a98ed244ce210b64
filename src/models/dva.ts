/** The bits of dva typing the models share (a model names the part of the root state its effects select). */
export interface Action<P = unknown> {
  type: string;
  payload?: P;
}

export interface EffectsCommands<S = unknown> {
  call: <R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => unknown;
  put: (action: Action) => unknown;
  select: <R>(selector: (state: S) => R) => unknown;
}
