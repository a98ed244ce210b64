import PopupCreatePage from '../../components/popups/PopupCreatePage';

/** /operate/tipManagement/create (hidden, not kept alive): a new record of this kind, or `?id=` an existing one. */
export default function Create() {
  return <PopupCreatePage kind="tipManagement" />;
}
