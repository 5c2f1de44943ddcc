import type { DataStrategyFunction, DataStrategyResult } from 'react-router';
import { untilConnected } from '../lib/connection.ts';

/**
 * React Router's data strategy in the browser (entry-client.tsx): a navigation waits for a
 * connection before its loaders run and its page is drawn, so that offline the page on the
 * screen stays, with the shell's notice, instead of the next one's placeholders (decision 078).
 * Online it is React Router's default: each route that loads, in parallel. Fetchers (none yet)
 * are not held.
 */
export const holdNavigationsWhileOffline: DataStrategyFunction = async ({
  matches,
  request,
  fetcherKey,
}) => {
  if (fetcherKey === null) await untilConnected(request.signal);
  if (request.signal.aborted) return {};
  const loading = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(loading.map((match) => match.resolve()));
  return Object.fromEntries(
    loading.map((match, index): [string, DataStrategyResult] => [match.route.id, results[index]!]),
  );
};
