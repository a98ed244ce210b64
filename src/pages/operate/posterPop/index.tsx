import PopupList from '../components/popups/PopupList';

/** /operate/posterPop: the current game's records of this kind, live ones first (components/popups). */
export default function Screen() {
  return <PopupList kind="posterPop" />;
}
