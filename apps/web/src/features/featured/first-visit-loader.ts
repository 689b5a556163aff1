import { redirect } from 'react-router';
import { getSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/config/paths';
import { claimFirstVisit, shareFirstVisitMark } from './first-visit';

/** Route loader of the featured land: a first-time visitor goes to the quiz intro once. */
export function firstVisitLoader() {
  const first = claimFirstVisit(window.localStorage, getSession() !== null);
  shareFirstVisitMark(window.localStorage, document);
  if (first) throw redirect(paths.favCatsIntro);
  return null;
}
