/**
 * TanStack Query as the app's components see it while the server renders a page (vite.config.ts
 * sends the app's imports of '@tanstack/react-query' here in the server build only): a query the
 * component needs and the cache lacks suspends the component until it is fetched, then the hook
 * answers as it would in the browser once the data has come. So one render, whose suspended parts
 * React resumes, gives the page with its data; the browser takes that data over with the HTML.
 */
import {
  type QueryClient,
  type QueryKey,
  useInfiniteQuery as useInfiniteQueryAsInBrowser,
  useQuery as useQueryAsInBrowser,
  useQueryClient,
} from '@tanstack/react-query';

export * from '@tanstack/react-query';

type Options = { queryKey: QueryKey; enabled?: unknown };

function suspendUntilFetched(client: QueryClient, options: Options, fetch: () => Promise<unknown>) {
  const defaulted = client.defaultQueryOptions(options as never);
  const query = client.getQueryCache().build(client, defaulted);
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  if (enabled === false || query.state.status !== 'pending') return;
  // A failure settles the query too: the component then renders its error state, as in the browser.
  throw fetch().catch(() => undefined);
}

// The hooks' own types (overloads and all) are kept; only their start differs.
export const useQuery = ((options: Options, client?: QueryClient) => {
  const queryClient = useQueryClient(client);
  suspendUntilFetched(queryClient, options, () => queryClient.fetchQuery(options as never));
  return useQueryAsInBrowser(options as never, client);
}) as typeof useQueryAsInBrowser;

export const useInfiniteQuery = ((options: Options, client?: QueryClient) => {
  const queryClient = useQueryClient(client);
  suspendUntilFetched(queryClient, options, () => queryClient.fetchInfiniteQuery(options as never));
  return useInfiniteQueryAsInBrowser(options as never, client);
}) as typeof useInfiniteQueryAsInBrowser;
