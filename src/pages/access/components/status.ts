/** Enabled/disabled as a coloured badge (valueEnum for ProTable columns and search selects). */
export function statusEnum(f: (id: string) => string) {
  return {
    1: { text: f('pages.access.status.enabled'), status: 'Success' },
    0: { text: f('pages.access.status.disabled'), status: 'Default' },
  };
}

/** A form switch's value (spec §4: checked '1', unchecked '0') as the backend's status. */
export const toStatus = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0);
