import type { Deps } from '../core/deps';
import type { Viewer } from '../core/viewer';

/** Hono's per-request variables of this app. */
export interface AppEnv {
  /**
   * authBody: a validated body that replaces the raw one on its way to better-auth. visitorId: the
   * id in a validly signed visitor cookie, null without one (http/visitor-id.ts).
   */
  Variables: { deps: Deps; viewer: Viewer | null; authBody?: unknown; visitorId?: string | null };
}
