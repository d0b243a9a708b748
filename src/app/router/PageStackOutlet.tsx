import {
  type AnyRouteMatch,
  type AnyRouter,
  Outlet,
  useChildMatches,
  useRouter,
} from '@tanstack/react-router';
import { Activity, memo, useState } from 'react';
import { useSession } from '../hooks/use-session';
import { emptyStack, visitStack } from './page-stack';
import { stackKeyOf, withoutStackKey } from './stack-key';
import { type StackEntry, StackEntryContext } from './stacked-page';

/** The stack page a settled match shows, or null for a page rendered the usual way. */
function stackEntryOf(match: AnyRouteMatch | undefined): StackEntry | null {
  if (!match?.staticData.stack || match.status !== 'success') return null;
  const stackKey = stackKeyOf(match.search);
  if (!stackKey) return null;
  const search = withoutStackKey(match.search);
  return {
    id: `${match.routeId}|${stackKey}`,
    signature: JSON.stringify([match.params, search]),
    routeId: match.routeId,
    params: match.params,
    search,
  };
}

/**
 * One kept page. Memoised on its entry, which stays the same object while the page is kept, so
 * a hidden page is not rendered again when the stack around it changes.
 */
const StackedPage = memo(function StackedPage({ entry }: { entry: StackEntry }) {
  const router = useRouter<AnyRouter>();
  const Page = router.routesById[entry.routeId]?.options.component;
  return <StackEntryContext.Provider value={entry}>{Page && <Page />}</StackEntryContext.Provider>;
});

/**
 * The main layout's outlet with the page stack (SPEC section 2). Pages of routes flagged
 * `staticData.stack` stay mounted after they are left, up to 10, each under its `stackKey`;
 * coming back to a key shows that very page again (scroll, loaded rows, search as left).
 * A page not on screen sits in a hidden `<Activity>`: display none, and its effects (title,
 * observers, live queries, blockers) are cleaned up until it is shown again. Other routes render
 * through the usual `<Outlet />`. The page on screen keeps its key, so it survives a reset of the
 * stack around it.
 */
export function PageStackOutlet() {
  const leaf = useChildMatches({ select: (matches) => matches[0] });
  const shown = stackEntryOf(leaf);
  // Kept pages belong to the user who saw them: after a logout or a switch they are dropped.
  const owner = useSession().user?.uuid ?? null;
  const [kept, setKept] = useState(() => ({ owner, stack: emptyStack<StackEntry>() }));
  const stack = kept.owner === owner ? kept.stack : emptyStack<StackEntry>();
  const next = shown ? visitStack(stack, shown) : stack;
  // Updating while rendering: the stack changes in the same render as the page it shows.
  if (next !== kept.stack || owner !== kept.owner) setKept({ owner, stack: next });
  return (
    <>
      {next.pages.map((entry) => (
        <Activity key={entry.id} mode={entry.id === shown?.id ? 'visible' : 'hidden'}>
          <StackedPage entry={entry} />
        </Activity>
      ))}
      {!shown && <Outlet />}
    </>
  );
}
