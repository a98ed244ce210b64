/**
 * One shared abort control for every call (docs/rules.md "Clients and calls"). abortAll() cancels whatever is in
 * flight (logout, game switch) and arms a fresh controller for the calls that follow.
 */
let controller = new AbortController();

export function currentSignal(): AbortSignal {
  return controller.signal;
}

export function abortAll() {
  controller.abort();
  controller = new AbortController();
}
