import { useMatches } from 'react-router';
import type { RouteHandle } from '../shared/config/paths';
import { ComingSoon } from '../shared/ui/coming-soon';

/** Every screen a later issue builds: the shared "준비 중" screen titled by its route. */
export function ComingSoonRoute() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return <ComingSoon title={handle?.title ?? '준비 중'} />;
}
