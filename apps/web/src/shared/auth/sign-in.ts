import { bridge } from '../bridge/native-bridge';
import { browserStorages, notifySessionChanged } from './auth-store';
import { type LoginAnswer, saveSession } from './token-storage';

/** Keeps a login answer (by isLocal: localStorage or sessionStorage) and tells the app and the wrapper. */
export function signIn(answer: LoginAnswer, isLocal: boolean): void {
  saveSession(browserStorages(), answer, isLocal, Date.now());
  notifySessionChanged();
  bridge.userAfterLogin(String(answer.id), answer.name);
}
