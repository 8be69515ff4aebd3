/** The signed-in person a session belongs to, as the sign-in library keeps them. */
export interface SessionUser {
  id: string;
  email: string;
  phoneNumber?: string | null;
  twoFactorEnabled?: boolean | null;
}

/**
 * What the server asks of its sign-in library: server/auth configures better-auth to be one (a
 * compile-time check in server/deps.ts), and nothing below it needs more.
 */
export interface AuthService {
  /** Answers the library's own endpoints (/api/auth/*). */
  handler(request: Request): Promise<Response>;
  api: { getSession(context: { headers: Headers }): Promise<{ user: SessionUser } | null> };
  /** Ids made as the library makes them, for accounts an admin creates. */
  $context: Promise<{ generateId(options: { model: 'user' | 'account' }): string | false }>;
}
