import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';

const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const modeOf = (source: Record<string, string>) => readEnv(source).paymentProvider;

describe('who takes payments', () => {
  it('is Stripe with its keys, the test checkout outside production, and nobody in production', () => {
    expect(modeOf({})).toBe('test');
    expect(modeOf({ NODE_ENV: 'development' })).toBe('test');
    expect(modeOf({ NODE_ENV: 'production' })).toBe('off');
    expect(modeOf(keys)).toBe('stripe');
    expect(modeOf({ ...keys, NODE_ENV: 'production' })).toBe('stripe');
    // One key alone is not a Stripe configuration.
    expect(modeOf({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('off');
  });

  it('is what PAYMENTS says when it is set', () => {
    expect(modeOf({ NODE_ENV: 'production', PAYMENTS: 'test' })).toBe('test');
    expect(modeOf({ PAYMENTS: 'off' })).toBe('off');
    expect(modeOf({ ...keys, PAYMENTS: 'off' })).toBe('off');
    expect(modeOf({ ...keys, PAYMENTS: 'stripe' })).toBe('stripe');
    expect(modeOf({ NODE_ENV: 'production', PAYMENTS: ' ' })).toBe('off');
  });

  it('stops the start on PAYMENTS=stripe without both keys, or an unknown value', () => {
    expect(() => readEnv({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS: stripe needs both STRIPE_SECRET_KEY/);
    expect(() => readEnv({ PAYMENTS: 'free' })).toThrow(/Invalid configuration:\n {2}PAYMENTS/);
  });

  it('keeps the test checkout for the demo start: `npm start` sets no NODE_ENV', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(pkg.scripts.start).not.toMatch(/NODE_ENV/);
    expect(modeOf({ SEED_DEMO: 'true' })).toBe('test');
  });
});
