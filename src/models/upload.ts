import type { Action } from './dva';

/**
 * Upload progress (upload.progress, docs/rules.md "Client state"): how far each upload dialog's file has gone out,
 * 0–100, by the dialog's id. The dialogs draw their bars from it; an upload goes on when its tab is hidden.
 */
export interface UploadModelState {
  progress: Record<string, number>;
}

const UploadModel = {
  namespace: 'upload' as const,
  state: { progress: {} } as UploadModelState,
  reducers: {
    setProgress(state: UploadModelState, { payload }: Action<{ key: string; percent: number }>): UploadModelState {
      if (!payload) return state;
      const percent = Math.max(0, Math.min(100, Math.round(payload.percent)));
      if (state.progress[payload.key] === percent) return state;
      return { ...state, progress: { ...state.progress, [payload.key]: percent } };
    },
  },
};

export default UploadModel;
