import type { Action } from './dva';

/**
 * Upload progress (docs/rules.md "Client state"): `progress` is the spec's one number, 0–100, how far the upload that
 * moved last has gone; `byDialog` keeps each upload dialog's own figure by the dialog's id, which its bar draws (two
 * dialogs may upload at once; an upload goes on when its tab is hidden).
 */
export interface UploadModelState {
  progress: number;
  byDialog: Record<string, number>;
}

const UploadModel = {
  namespace: 'upload' as const,
  state: { progress: 0, byDialog: {} } as UploadModelState,
  reducers: {
    setProgress(state: UploadModelState, { payload }: Action<{ key: string; percent: number }>): UploadModelState {
      if (!payload) return state;
      const percent = Math.max(0, Math.min(100, Math.round(payload.percent)));
      if (state.byDialog[payload.key] === percent && state.progress === percent) return state;
      return { progress: percent, byDialog: { ...state.byDialog, [payload.key]: percent } };
    },
  },
};

export default UploadModel;
