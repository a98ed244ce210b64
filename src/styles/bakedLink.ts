/**
 * Where the pre-baked component styles load (docs/rules.md "Pre-baked component styles"): every page of the console,
 * not the sign-in pages, which draw no antd component of the baked screens and would only wait for the file.
 */
export const UNBAKED_PATHS = /^\/user(\/|$)/;

/**
 * The inline script that config/bakedStylesPlugin.ts puts in index.html before the console's own stylesheet. It
 * writes the link to the baked file in place (a parser-inserted link: it holds up the scripts that follow until it
 * has loaded, as the console's CSS does, so antd finds its cache-path map before it draws anything) on every path
 * but the sign-in pages, and it stands before the console's CSS, whose rules override some of antd's.
 */
export function bakedStylesScript(href: string): string {
  if (!/^\/[\w./?=-]+$/.test(href)) throw new Error(`not a plain path: ${href}`);
  return `<script>${UNBAKED_PATHS}.test(location.pathname)||document.write('<link rel="stylesheet" href="${href}">')</script>`;
}
