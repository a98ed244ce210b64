import defaultSettings, { type LayoutSettings } from '../../config/defaultSettings';
import { local, STORAGE_KEYS } from '@/utils/storage';
import type { Action, EffectsCommands } from './dva';

/** Layout settings (docs/rules.md "Layout settings"): defaults, then the operator's choices from localStorage. */
export type SettingsModelState = LayoutSettings;

export const COLOR_WEAK_CLASS = 'colorWeak';

export function loadSettings(): SettingsModelState {
  const raw = local.get(STORAGE_KEYS.layoutSettings);
  if (!raw) return { ...defaultSettings };
  try {
    const { primaryColor, ...saved } = JSON.parse(raw) as Partial<LayoutSettings> & { primaryColor?: unknown };
    // the requirements name the theme colour `primaryColor` (settings stored under that name are still read);
    // antd 5 and the code call it `colorPrimary`, which wins when both are stored
    const renamed = typeof primaryColor === 'string' && !saved.colorPrimary ? { colorPrimary: primaryColor } : {};
    return { ...defaultSettings, ...renamed, ...saved };
  } catch {
    return { ...defaultSettings };
  }
}

/** The side effects of a change: colour-weak class on the root, a resize event when the content width changes. */
export function applySettings(prev: SettingsModelState | undefined, next: SettingsModelState) {
  const root = document.getElementById('root') || document.body;
  root.classList.toggle(COLOR_WEAK_CLASS, Boolean(next.colorWeak));
  if (prev && prev.contentWidth !== next.contentWidth) window.dispatchEvent(new Event('resize'));
}

const SettingsModel = {
  namespace: 'settings' as const,
  state: loadSettings(),
  effects: {
    *change(
      { payload }: Action<Partial<LayoutSettings>>,
      { put, select }: EffectsCommands<{ settings: SettingsModelState }>,
    ) {
      const prev = (yield select((s) => s.settings)) as SettingsModelState;
      const next = { ...prev, ...(payload || {}) };
      local.set(STORAGE_KEYS.layoutSettings, JSON.stringify(next));
      applySettings(prev, next);
      yield put({ type: 'save', payload: next });
    },
  },
  reducers: {
    save(state: SettingsModelState, { payload }: Action<SettingsModelState>): SettingsModelState {
      return { ...state, ...(payload || {}) };
    },
  },
};

export default SettingsModel;
