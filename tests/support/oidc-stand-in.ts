import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export type StandInUser = { sub: string; email: string; email_verified?: boolean; name?: string };

export interface OidcStandIn {
  issuer: string;
  discoveryUrl: string;
  /** The person who approves the next sign-in (until set again), unless /authorize gets a login_hint. */
  setNextUser(user: StandInUser): void;
  close(): Promise<void>;
}

type Grant = { user: StandInUser; redirectUri: string; nonce?: string; codeChallenge?: string };

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const claimsOf = (u: StandInUser) => ({
  sub: u.sub,
  email: u.email,
  email_verified: u.email_verified ?? true,
  name: u.name ?? u.email.split('@')[0],
});

/** Client id and secret from `Authorization: Basic` (client_secret_basic) or the form (client_secret_post). */
function clientOf(authorization: string | undefined, form: Record<string, unknown>) {
  if (authorization?.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
    const decode = (v: string) => new URLSearchParams(`v=${v}`).get('v') ?? '';
    return { id: decode(id), secret: decode(secret) };
  }
  return { id: String(form.client_id ?? ''), secret: String(form.client_secret ?? '') };
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Google's consent step, reduced to its two choices (for people and browser tests). */
function consentPage(email: string, approveUrl: string, cancelUrl: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sign in with Google (stand-in)</title></head>
<body><main><h1>Sign in with Google (local stand-in)</h1><p>Continue as ${escapeHtml(email)}?</p>
<p><a href="${escapeHtml(approveUrl)}">Continue as ${escapeHtml(email)}</a></p>
<p><a href="${escapeHtml(cancelUrl)}">Cancel</a></p></main></body></html>`;
}

/**
 * A small OpenID Connect provider standing in for Google (which tests cannot reach): discovery, an
 * authorization endpoint (approving at once, or with `consent` after a "Continue"/"Cancel" page),
 * the code exchange with PKCE (S256), userinfo and JWKS.
 */
export async function startOidcStandIn(options: {
  clientId: string;
  clientSecret: string;
  port?: number;
  host?: string;
  consent?: boolean;
}): Promise<OidcStandIn> {
  const { clientId, clientSecret } = options;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, StandInUser>();
  let nextUser: StandInUser | undefined;
  let issuer = '';

  const app = new Hono();
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      scopes_supported: ['openid', 'email', 'profile'],
    }),
  );
  app.get('/jwks', (c) => c.json({ keys: [jwk] }));

  app.get('/authorize', (c) => {
    const q = c.req.query();
    if (q.client_id !== clientId || !q.redirect_uri || q.response_type !== 'code') {
      return c.text('invalid_request: client_id, redirect_uri and response_type=code are required', 400);
    }
    if (q.code_challenge && q.code_challenge_method !== 'S256')
      return c.text('invalid_request: S256 only', 400);
    const hinted = q.login_hint?.includes('@')
      ? { sub: `hint-${s256(q.login_hint.toLowerCase()).slice(0, 16)}`, email: q.login_hint }
      : undefined;
    const user = hinted ?? nextUser;
    if (!user) return c.text('no user to sign in: call setNextUser() or pass login_hint', 400);
    if (options.consent && q.approved !== '1') {
      const approve = new URL(c.req.url);
      approve.searchParams.set('approved', '1');
      const cancel = new URL(q.redirect_uri);
      cancel.searchParams.set('error', 'access_denied');
      if (q.state) cancel.searchParams.set('state', q.state);
      return c.html(consentPage(user.email, approve.toString(), cancel.toString()));
    }
    const code = randomUUID();
    grants.set(code, { user, redirectUri: q.redirect_uri, nonce: q.nonce, codeChallenge: q.code_challenge });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    if (q.state) back.searchParams.set('state', q.state);
    return c.redirect(back.toString(), 302);
  });

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const client = clientOf(c.req.header('authorization'), form);
    if (client.id !== clientId || client.secret !== clientSecret)
      return c.json({ error: 'invalid_client' }, 401);
    const code = String(form.code ?? '');
    const grant = grants.get(code);
    grants.delete(code); // one use only
    const verifier = String(form.code_verifier ?? '');
    if (
      form.grant_type !== 'authorization_code' ||
      !grant ||
      form.redirect_uri !== grant.redirectUri ||
      (grant.codeChallenge !== undefined && (!verifier || s256(verifier) !== grant.codeChallenge))
    ) {
      return c.json({ error: 'invalid_grant' }, 400);
    }
    const accessToken = randomUUID();
    accessTokens.set(accessToken, grant.user);
    const idToken = await new SignJWT({ ...claimsOf(grant.user), nonce: grant.nonce }) // undefined is left out
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    return c.json({
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
    });
  });

  app.get('/userinfo', (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
    const user = token ? accessTokens.get(token) : undefined;
    return user ? c.json(claimsOf(user)) : c.json({ error: 'invalid_token' }, 401);
  });

  const host = options.host ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    setNextUser(user) {
      nextUser = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
