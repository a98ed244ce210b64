/** Types of scripts/registries.mjs (for its unit test). */
export const ROOT: string;
export const LANGS: string[];
export function contractFragments(): string[];
export function textFiles(lang: string): string[];
export function menuAreas(lang: string): string[];
export function routeNameFiles(): string[];
export function mockEntries(): string[];
export function registries(): Array<[string, string]>;
export function staleRegistries(): string[];
