import type { Action } from './types';

/** Progress of the upload in flight, 0–100 (spec §3 upload progress). */
export interface UploadModelState {
  progress: number;
}

const UploadModel = {
  namespace: 'upload' as const,
  state: { progress: 0 } as UploadModelState,
  reducers: {
    setProgress(state: UploadModelState, { payload }: Action<number>): UploadModelState {
      const p = Math.max(0, Math.min(100, Number(payload) || 0));
      return { ...state, progress: p };
    },
    reset(state: UploadModelState): UploadModelState {
      return { ...state, progress: 0 };
    },
  },
};

export default UploadModel;
