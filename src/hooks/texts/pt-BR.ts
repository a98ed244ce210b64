/** The app-wide hooks' texts (src/hooks): the draft notice of useDraft. */
export default {
  'draft.notice': 'Restaurar o rascunho salvo em {time}?',
  'draft.restore': 'Restaurar',
  'draft.discard': 'Descartar',
};
