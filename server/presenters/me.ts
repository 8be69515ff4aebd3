import { type Me, SIGN_IN_METHODS } from '../../shared/schemas/me';
import { isPhoneAccountEmail } from '../auth/phone-account-email';
import { siteAbilities } from '../policies/ad-abilities';
import type { ViewerAccount } from '../services/profiles/viewer-account';

type SignInMethod = (typeof SIGN_IN_METHODS)[number];
const isSignInMethod = (v: string): v is SignInMethod => (SIGN_IN_METHODS as readonly string[]).includes(v);

/** The signed-in person as /me answers: no stand-in email of a phone account, only the sign-in methods we offer. */
export function presentMe({ viewer, providers }: ViewerAccount): Me {
  return {
    id: viewer.id,
    email: isPhoneAccountEmail(viewer.email) ? null : viewer.email,
    display_name: viewer.displayName,
    role: viewer.role,
    phone_number: viewer.phoneNumber,
    two_factor_enabled: viewer.twoFactorEnabled,
    sign_in_methods: providers.filter(isSignInMethod),
    abilities: siteAbilities(viewer),
  };
}
