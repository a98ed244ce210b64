/** Types of scripts/pinyin-initials.mjs (for its unit test). */
export const MENU_FILES: string[];
export function menuSources(): string;
export const TABLE_FILE: string;
export function initialOf(ch: string): string;
export function initialsOf(text: string): string;
export function readTitles(source: string): Record<string, string>;
export function buildTable(titles: Record<string, string>): Record<string, string>;
export function renderTable(table: Record<string, string>): string;
