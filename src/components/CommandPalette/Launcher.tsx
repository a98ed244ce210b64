import { useLocation, useSelector } from '@umijs/max';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import AreaMessages from '@/locales/areas';
import type { RootState } from '@/models/types';
import { routeInfo } from '@/utils/routeTable';
import { rememberRecord } from './recent';

/** The palette itself loads on first use (its own chunk): the layout carries only this listener. */
const CommandPalette = lazy(() => import(/* webpackChunkName: "command-palette" */ './Palette'));

/** Ctrl+K, or ⌘K on macOS (docs/rules.md "Command palette"). */
export const isPaletteKey = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** A record's page: a hidden screen opened with a query (an edit page `?id=`, a details page). */
export function isRecordAddress(pathname: string, search: string): boolean {
  return Boolean(routeInfo(pathname)?.route.hideInMenu) && search.length > 1;
}

/**
 * In the main layout: opens the command palette on Ctrl+K / ⌘K anywhere in the console, and remembers the records
 * the person opens (the palette's recent records).
 */
export default function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { pathname, search } = useLocation();
  const person = useSelector((s: RootState) => s.user.currentUser?.id);
  // what had the focus when the palette opened: it gets it back when the palette is dismissed (docs/rules.md
  // "Accessibility"; the palette's input takes the focus before antd's dialog could note it)
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(open);
  shown.current = open;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e)) return;
      e.preventDefault();
      setUsed(true);
      if (!shown.current)
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (person !== undefined && isRecordAddress(pathname, search))
      rememberRecord(person, pathname + search, Date.now());
  }, [pathname, search, person]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AreaMessages>
        <CommandPalette open={open} onClose={() => setOpen(false)} afterDismiss={() => opener.current?.focus()} />
      </AreaMessages>
    </Suspense>
  );
}
