import { extractStyle, StyleContext } from '@ant-design/cssinjs';
import { history } from '@umijs/max';
import { useContext, useEffect } from 'react';

/**
 * Rendered only while `npm run bake:styles` drives the built console (docs/rules.md "Pre-baked component styles"):
 * hands the script every component style the console generated so far, as plain CSS with the map of their cache
 * paths that lets antd skip generating them again at run time.
 */
export default function BakeProbe() {
  const { cache } = useContext(StyleContext);
  useEffect(() => {
    const probe = window as unknown as { __bakeStyles?: () => string; __bakeGo?: (path: string) => void };
    probe.__bakeStyles = () => extractStyle(cache, { plain: true, types: ['style'] });
    // screens are opened in this one document, so the cache holds the styles of all of them
    probe.__bakeGo = (path) => history.push(path);
  }, [cache]);
  return null;
}
