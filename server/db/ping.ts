import type pg from 'pg';

/**
 * Whether the pool gets a connection and `select 1` answers, all within timeoutMs. Waits behind
 * busy requests no longer than that (a pool whose connections are all stuck counts as down),
 * and a server that stopped answering is caught by the client-side query timeout.
 */
export async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const acquiring = pool.connect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const client = await Promise.race([acquiring, gaveUp]).catch(() => null);
  clearTimeout(timer);
  if (!client) {
    // The connection may still come later: it goes straight back to the pool.
    acquiring.then(
      (late) => late.release(),
      () => undefined,
    );
    return false;
  }
  try {
    // query_timeout: node-postgres supports it per query; its types do not name it.
    const query = { text: 'select 1', query_timeout: Math.max(1, deadline - Date.now()) };
    await client.query(query as pg.QueryConfig);
    client.release();
    return true;
  } catch (error) {
    // A timed-out query may still answer later: that connection is closed rather than reused.
    client.release(error instanceof Error ? error : true);
    return false;
  }
}
