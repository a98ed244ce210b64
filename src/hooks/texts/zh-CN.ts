/** The app-wide hooks' texts (src/hooks): the draft notice of useDraft. */
export default {
  'draft.notice': '恢复 {time} 保存的草稿',
  'draft.restore': '恢复',
  'draft.discard': '丢弃',
};
