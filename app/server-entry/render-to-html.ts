import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The whole markup of `element` once every suspended part (a lazy page, a query being fetched) has
 * come, each in its place: no part is left to be revealed by an inline script (the CSP refuses
 * them). Any error rejects (React would otherwise leave a part for the browser to render).
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // A suspended part larger than this is sent apart and revealed by an inline script: never here.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  let html = '';
  prelude.setEncoding('utf8');
  for await (const chunk of prelude) html += chunk;
  if (failure) throw failure;
  return html;
}
