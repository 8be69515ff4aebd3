// A local stand-in for Google sign-in, for trying it without Google:
//   node --import tsx scripts/oidc-stand-in.ts        (OIDC_PORT, default 3999)
// then start the site with the printed variables. Everyone who signs in is the test user below,
// unless the sign-in request carries a login_hint email.
import { startOidcStandIn } from '../tests/support/oidc-stand-in';

const clientId = 'hromada-local';
const clientSecret = 'hromada-local-secret';
const port = Number(process.env.OIDC_PORT ?? 3999);

// OIDC_CONSENT=1 shows a Continue/Cancel page first, as Google does (the browser tests use it).
const consent = process.env.OIDC_CONSENT === '1';
const standIn = await startOidcStandIn({ clientId, clientSecret, port, host: 'localhost', consent });
standIn.setNextUser({ sub: 'local-test-user', email: 'google.tester@example.com', name: 'Google Tester' });

console.log(`OpenID Connect stand-in for Google at ${standIn.issuer}
Signs everyone in as google.tester@example.com (email verified). Start the site with:

  GOOGLE_CLIENT_ID=${clientId} GOOGLE_CLIENT_SECRET=${clientSecret} \\
  GOOGLE_DISCOVERY_URL=${standIn.discoveryUrl} npm start
`);

const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
