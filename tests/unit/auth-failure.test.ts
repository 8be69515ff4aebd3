import { describe, expect, it } from 'vitest';
import { describeAuthFailure } from '../../app/features/auth/utils/auth-failure';
import { ApiError } from '../../app/lib/api-client';

const fallback = 'Error logging in';
const fields = ['email', 'password'];

describe('what the sign-in form shows for a failure', () => {
  it('puts field messages under their fields and others in the alert', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      email: 'Invalid email format',
      body: 'Bad body',
    });
    expect(describeAuthFailure(error, fallback, fields)).toEqual({
      fields: { email: 'Invalid email format' },
      form: 'Bad body',
    });
  });

  it("shows the server's message for a rate limit and a disabled account", () => {
    expect(
      describeAuthFailure(new ApiError(429, 'RATE_LIMITED', 'Try again in 15 minutes.'), fallback, fields)
        .form,
    ).toBe('Try again in 15 minutes.');
    expect(
      describeAuthFailure(
        new ApiError(403, 'ACCOUNT_DISABLED', 'This account has been disabled.'),
        fallback,
        fields,
      ).form,
    ).toBe('This account has been disabled.');
  });

  it('shows the address to open when the page came from another address of the site', () => {
    const message = 'This request came from another site, so it was refused. Open https://hromada.example …';
    const failure = describeAuthFailure(new ApiError(403, 'CROSS_SITE_REQUEST', message), fallback, fields);
    expect(failure.form).toBe(message);
  });

  it("says 'Error logging in' for wrong credentials and anything unexpected", () => {
    expect(
      describeAuthFailure(new ApiError(401, 'INVALID_CREDENTIALS', 'whatever'), fallback, fields).form,
    ).toBe(fallback);
    expect(describeAuthFailure(new Error('boom'), fallback, fields).form).toBe(fallback);
  });
});
