/** The app-wide hooks' texts (src/hooks): the draft notice of useDraft. */
export default {
  'draft.notice': '恢復 {time} 儲存的草稿',
  'draft.restore': '恢復',
  'draft.discard': '捨棄',
};
