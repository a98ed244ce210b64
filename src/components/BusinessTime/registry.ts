import type { ComponentType } from 'react';

/**
 * The business pickers (./pickers.tsx) as the date value types draw them (./valueTypes.tsx). The value types sit in
 * the main layout, which must not load antd's date picker for screens that show no editable date (the welcome page);
 * pickers.tsx hands its components over here when a module that shows editable dates imports it (CrudTable, the
 * record forms), and valueTypes.tsx loads it by itself for any other.
 */
export interface Pickers {
  BusinessDatePicker: ComponentType<Record<string, unknown>>;
  BusinessRangePicker: ComponentType<Record<string, unknown>>;
}

let provided: Pickers | undefined;

export const providedPickers = () => provided;

export function providePickers(pickers: { [K in keyof Pickers]: ComponentType<never> }): void {
  provided = pickers as unknown as Pickers;
}
