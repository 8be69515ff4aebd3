import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { demoLogin } from './demo-logins';

export interface Login {
  name: string;
  email: string;
  password: string;
}

/**
 * The demo admin, signed in once per worker and origin on a request context of its own, only to make
 * the people journeys act as: journeys never act as a shared demo account, so two running side by side
 * cannot meet in one person's limits, uploads or lists.
 */
const provisioners = new Map<string, Promise<APIRequestContext>>();

function provisionerFor(origin: string) {
  let provisioner = provisioners.get(origin);
  if (!provisioner) {
    provisioner = (async () => {
      const api = await request.newContext({
        baseURL: origin,
        extraHTTPHeaders: {
          origin,
          'x-forwarded-for': `10.99.${process.pid % 250}.${(process.pid >> 8) % 250}`,
        },
      });
      const res = await api.post('/api/auth/sign-in/email', { data: demoLogin('admin') });
      expect(res.status()).toBe(200);
      return api;
    })();
    provisioners.set(origin, provisioner);
  }
  return provisioner;
}

/**
 * A new confirmed person of the given role, made through the admin API (no mail) on the origin `page`
 * is on (call after the first page.goto); not signed in anywhere.
 */
export async function newPerson(page: Page, role: 'admin' | 'user'): Promise<Login> {
  const api = await provisionerFor(new URL(page.url()).origin);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const person = {
    name: `${role === 'admin' ? 'Moderator' : 'Member'} ${id}`,
    email: `${role}-${id}@example.com`,
    password: 'harbour-willow-57',
  };
  const res = await api.post('/api/v1/admin/users', { data: { ...person, role } });
  expect(res.status(), await res.text()).toBe(201);
  return person;
}

/** Signs `page` in through the real endpoint as `login`; call after the first page.goto. */
export async function signInAs(page: Page, login: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: login.email, password: login.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
}

/** A new person of the given role, signed in on `page` (call after the first page.goto). */
export async function signInByApi(page: Page, role: 'admin' | 'user'): Promise<Login> {
  const person = await newPerson(page, role);
  await signInAs(page, person);
  return person;
}
