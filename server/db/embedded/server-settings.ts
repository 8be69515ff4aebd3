import { totalmem } from 'node:os';

const MB = 2 ** 20;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const mb = (bytes: number) => `${Math.round(bytes / MB)}MB`;

/**
 * The embedded server's settings, passed as `-c` flags (they win over postgresql.conf): sized from the
 * machine's memory for a small board's working set, durable (fsync and synchronous commit stay on),
 * quiet logs, UTC. Why each one: docs/decisions/015-embedded-postgresql.md.
 */
export function serverSettings(memory = totalmem()): Record<string, string> {
  return {
    shared_buffers: mb(clamp(memory / 16, 128 * MB, 1024 * MB)),
    effective_cache_size: mb(clamp(memory / 2, 512 * MB, 16384 * MB)),
    work_mem: '8MB',
    maintenance_work_mem: mb(clamp(memory / 32, 64 * MB, 512 * MB)),
    max_connections: '100',
    // Solid-state disks: index reads cost about as much as sequential ones.
    random_page_cost: '1.1',
    effective_io_concurrency: '100',
    // Short queries: compiling them costs more than it saves.
    jit: 'off',
    max_wal_size: '2GB',
    checkpoint_timeout: '15min',
    timezone: 'UTC',
    log_timezone: 'UTC',
    log_checkpoints: 'off',
    log_min_messages: 'warning',
    // No lingering transaction holds locks for ever if a client goes away mid-way.
    idle_in_transaction_session_timeout: '5min',
  };
}

export const settingsFlags = (settings: Record<string, string>) =>
  Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
