const MAX_RETRY_MS = 30_000;

/**
 * Listens to one event of a server-sent event stream: `onData` gets each event's data. EventSource
 * reconnects by itself after a dropped connection; when it gives up (the server answered with an
 * error, e.g. while restarting or refusing one stream too many) a new one is opened after a growing
 * pause. Returns how to stop; does nothing where EventSource does not exist.
 */
export function listenToStream(path: string, event: string, onData: (data: string) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = 1_000;
  const open = () => {
    source = new EventSource(path);
    source.addEventListener(event, (message) => {
      pause = 1_000;
      onData(message.data);
    });
    source.addEventListener('error', () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(open, pause);
      pause = Math.min(pause * 2, MAX_RETRY_MS);
    });
  };
  open();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}
