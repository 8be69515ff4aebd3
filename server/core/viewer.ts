import type { ApiTokenScope } from '../db/schema/api-tokens';

/** The signed-in person a service acts for (set by http/viewer.ts from a session or an API token). */
export interface Viewer {
  id: string;
  email: string;
  role: 'admin' | 'user';
  displayName: string;
  phoneNumber: string | null;
  twoFactorEnabled: boolean;
  /**
   * How the request was authenticated (http/viewer.ts always sets it): a session cookie, or an API token
   * (`Authorization: Bearer hro_…`) acting as this person with its scopes. Optional only so that
   * code building a Viewer by hand (services called from tests, scripts) need not name it.
   */
  authenticatedBy?: ViewerAuthentication;
}

export type ViewerAuthentication =
  | { method: 'session' }
  | { method: 'api_token'; tokenId: string; scopes: readonly ApiTokenScope[] };
