/** The app-wide hooks' texts (src/hooks): the draft notice of useDraft. */
export default {
  'draft.notice': 'Restore the draft saved at {time}?',
  'draft.restore': 'Restore',
  'draft.discard': 'Discard',
};
