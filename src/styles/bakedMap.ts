/**
 * The pre-baked component styles (docs/rules.md "Pre-baked component styles") carry the production build's class
 * hashes; a development build names its classes otherwise (`css-dev-only-do-not-override-…`) while antd's cache paths
 * stay the same, so there antd must not take the baked styles as present: outside production the map is emptied
 * before anything renders, and every style is generated as usual. Returns whether it did.
 */
export function keepBakedMapToProduction(nodeEnv: string | undefined, doc: Document = document): boolean {
  if (nodeEnv === 'production') return false;
  const unmap = doc.createElement('style');
  unmap.textContent = '.data-ant-cssinjs-cache-path{content:"" !important}';
  doc.head.appendChild(unmap);
  return true;
}
