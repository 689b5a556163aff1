import { redirect } from 'react-router';
import { getSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/config/paths';
import { claimFirstVisit } from './first-visit';

/** Route loader of the featured land: a first-time visitor goes to the quiz intro once. */
export function firstVisitLoader() {
  if (claimFirstVisit(window.localStorage, getSession() !== null)) throw redirect(paths.favCatsIntro);
  return null;
}
