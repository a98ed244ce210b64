import PopupList from '../components/popups/PopupList';

/** /operate/adConfiguration: the current game's records of this kind, live ones first (components/popups). */
export default function Screen() {
  return <PopupList kind="adConfiguration" />;
}
