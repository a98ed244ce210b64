import type { FREQUENCIES, PopupKind } from '../../src/contract/operate/popups';
import type { SmsProvider, SmsScene } from '../../src/contract/operate/smsTemplate';
import type { UpdateRule } from './updateConfig/rules';

/** The game-operations area's records in the shared store (forced updates, SMS scenes, pop-ups): ./state.ts. */

export interface UpdateConfig extends UpdateRule {
  downloadUrl: string;
  notes: string;
  created: number;
  updated: number;
  updatedBy: string;
}

/** One SMS scene's configuration of a game. */
export interface MessageConfig {
  id: number;
  gameId: number;
  scene: SmsScene;
  provider: SmsProvider;
  signature: string;
  template: string;
  dailyPerPhone: number;
  dailyPerGame: number;
  status: 0 | 1;
  created: number;
  updated: number;
  updatedBy: string;
}

/** A poster pop-up, ad or tip of a game. */
export interface Popup {
  id: number;
  gameId: number;
  kind: PopupKind;
  title: string;
  imageUrl: string;
  text: string;
  buttonText: string;
  linkUrl: string;
  channels: string[];
  minVersion: string;
  maxVersion: string;
  frequency: (typeof FREQUENCIES)[number];
  startAt: number;
  endAt: number;
  priority: number;
  status: 0 | 1;
  created: number;
  updated: number;
  updatedBy: string;
}

export interface OperateArea {
  updateConfig: UpdateConfig[];
  messageConfig: MessageConfig[];
  /** the three pop-up kinds share one list and one id sequence */
  popups: Popup[];
  /** last id handed out per record kind */
  seq: { updateConfig: number; messageConfig: number; popups: number };
}
