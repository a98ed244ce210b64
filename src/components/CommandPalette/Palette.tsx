import { history, getLocale, useDispatch, useSelector } from '@umijs/max';
import { Input, Modal, Tag, theme, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AppRoute } from '../../../config/routeDefine';
import { useText } from '@/hooks';
import type { RootState } from '@/models/types';
import { LOCALES, switchLocale } from '@/components/RightContent/LocaleSwitcher';
import { actionCandidates, type PaletteCandidate, recordCandidates } from './candidates';
import { rank } from './match';
import { recentRecords } from './recent';
import { screenCandidates } from './screens';

/**
 * The command palette (docs/rules.md "Command palette"): a search box over the screens the person may open, their
 * recently opened records and a few actions; ↑/↓ choose, Enter opens (a screen opens as a workspace tab), Esc closes.
 * Loaded on first use (./Launcher.tsx).
 */
export default function CommandPalette(props: {
  open: boolean;
  onClose: () => void;
  /** closed without running anything (Esc, a click outside): the launcher gives the focus back */
  afterDismiss?: () => void;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const dispatch = useDispatch();
  // the screens the person may open, worked out once as they loaded (the user model's `routes`)
  const routes = useSelector((s: RootState) => s.user.routes);
  const canRoute = useMemo(() => {
    const granted = new Set(routes);
    return (chain: AppRoute[]) => granted.has(chain[chain.length - 1]?.path ?? '');
  }, [routes]);
  const person = useSelector((s: RootState) => s.user.currentUser?.id);
  const { gameList, currentGameId } = useSelector((s: RootState) => s.games);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);

  const candidates = useMemo<PaletteCandidate[]>(() => {
    if (!props.open) return [];
    return [
      ...recordCandidates(recentRecords(person), canRoute, t),
      ...screenCandidates(canRoute, (id) => t(id)),
      ...actionCandidates({ games: gameList, currentGameId, locales: LOCALES, currentLocale: getLocale(), t }),
    ];
  }, [props.open, person, canRoute, t, gameList, currentGameId]);
  const results = useMemo(() => rank(candidates, query, 200), [candidates, query]);

  // emptied as it closes, not as it opens: what is typed right after Ctrl+K (the input has the focus at once) is kept
  useEffect(() => {
    if (!props.open) {
      setQuery('');
      setActive(0);
    }
  }, [props.open]);
  useEffect(() => {
    document.getElementById(`palette-item-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // whether it closes without running a candidate (then the focus goes back where it was)
  const dismissed = useRef(true);
  const run = (c: PaletteCandidate | undefined) => {
    if (!c) return;
    dismissed.current = false;
    props.onClose();
    if (c.path) history.push(c.path);
    else if (c.action?.type === 'game') dispatch({ type: 'games/selectGame', payload: c.action.gameId });
    else if (c.action?.type === 'locale') switchLocale(c.action.locale);
    else if (c.action?.type === 'logout') dispatch({ type: 'login/logout' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = results.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run(results[active]?.candidate);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      props.onClose();
    }
  };

  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      closable={false}
      width={640}
      styles={{ body: { padding: 0 } }}
      afterOpenChange={(open) => open && input.current?.focus()}
      afterClose={() => {
        if (dismissed.current) props.afterDismiss?.();
        dismissed.current = true;
      }}
      destroyOnClose
      wrapProps={{ id: 'command-palette' }}
    >
      <Input
        ref={input}
        id="palette-input"
        size="large"
        variant="borderless"
        autoFocus
        role="combobox"
        aria-expanded
        aria-controls="palette-list"
        aria-activedescendant={results.length ? `palette-item-${active}` : undefined}
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id="palette-list"
        role="listbox"
        style={{ maxHeight: 420, overflowY: 'auto', borderTop: '1px solid rgba(5,5,5,0.06)' }}
      >
        {results.length === 0 && (
          <div style={{ padding: '16px 12px', color: token.colorTextTertiary }}>{t('palette.empty')}</div>
        )}
        {results.map(({ candidate: c }, i) => (
          <div
            key={c.id}
            id={`palette-item-${i}`}
            role="option"
            aria-selected={i === active}
            data-path={c.path}
            data-kind={c.kind}
            onMouseMove={() => i !== active && setActive(i)}
            tabIndex={-1}
            onClick={() => run(c)}
            onKeyDown={(e) => e.key === 'Enter' && run(c)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 12px',
              cursor: 'pointer',
              background: i === active ? 'rgba(22,119,255,0.08)' : undefined,
            }}
          >
            <span style={{ flex: 1, minWidth: 0 }}>
              <span className="palette-title">{c.title}</span>
              {c.subtitle && <span style={{ marginLeft: 8, color: token.colorTextTertiary }}>{c.subtitle}</span>}
            </span>
            {c.kind === 'screen' && c.path && (
              <span style={{ color: token.colorTextTertiary, fontSize: 12 }}>{c.path}</span>
            )}
            <Tag bordered={false}>{t(`palette.kind.${c.kind}`)}</Tag>
          </div>
        ))}
      </div>
    </Modal>
  );
}
