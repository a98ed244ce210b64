import { useDispatch, useSelector } from '@umijs/max';
import { useCallback } from 'react';
import type { RootState } from '@/models/types';

/** An upload dialog's progress (0–100) in the upload model, by the dialog's id, and how to move it. */
export function useUploadProgress(key: string): [number, (percent: number) => void] {
  const dispatch = useDispatch();
  const percent = useSelector((s: RootState) => s.upload.byDialog[key] ?? 0);
  const set = useCallback(
    (p: number) => dispatch({ type: 'upload/setProgress', payload: { key, percent: p } }),
    [dispatch, key],
  );
  return [percent, set];
}
