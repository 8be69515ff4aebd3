import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import * as usersApi from '../shared/api/admin-users';
import * as authApi from '../shared/api/auth';
import { apiPath } from '../shared/api/operation';
import { demoLogin } from './demo-logins';

export interface Login {
  name: string;
  email: string;
  password: string;
}

/** The app's origin: a journey's page (after its first page.goto) or a base URL. */
type Site = Page | string;
const originOf = (site: Site) => new URL(typeof site === 'string' ? site : site.url()).origin;

let contexts = 0;
/** A request context of its own (cookies, and a client address of its own for the limiter). */
async function ownRequestContext(origin: string) {
  contexts++;
  return request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin, 'x-forwarded-for': `10.99.${process.pid % 250}.${contexts % 250}` },
  });
}

/** `login` signed in on a request context of its own (cookies, and a client address of its own). */
export async function signedInRequestContext(origin: string, login: { email: string; password: string }) {
  const api = await ownRequestContext(origin);
  const res = await api.post(apiPath(authApi.signInEmail), {
    data: { email: login.email, password: login.password },
  });
  expect(res.status()).toBe(200);
  return api;
}

/**
 * The demo admin, signed in once per worker and origin, only to make the people journeys act as:
 * journeys never act as a shared demo account, so two running side by side cannot meet in one
 * person's limits, uploads, lock-out or lists.
 */
const provisioners = new Map<string, Promise<APIRequestContext>>();

function provisionerFor(origin: string) {
  let provisioner = provisioners.get(origin);
  if (!provisioner) {
    provisioner = signedInRequestContext(origin, demoLogin('admin'));
    provisioners.set(origin, provisioner);
  }
  return provisioner;
}

/** A new confirmed person of the given role, made through the admin API (no mail); not signed in. */
export async function newPerson(site: Site, role: 'admin' | 'user'): Promise<Login> {
  const api = await provisionerFor(originOf(site));
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const person = {
    name: `${role === 'admin' ? 'Moderator' : 'Member'} ${id}`,
    email: `${role}-${id}@example.com`,
    password: 'harbour-willow-57',
  };
  const res = await api.post(apiPath(usersApi.createUser), { data: { ...person, role } });
  expect(res.status(), await res.text()).toBe(201);
  return person;
}

/** A new admin signed in on a request context of its own, for admin work beside a journey's page. */
export async function newAdminApi(site: Site): Promise<APIRequestContext> {
  const origin = originOf(site);
  return signedInRequestContext(origin, await newPerson(origin, 'admin'));
}

/** Signs `page` in through the real endpoint as `login`; call after the first page.goto. */
export async function signInAs(page: Page, login: { email: string; password: string }) {
  const res = await page.request.post(apiPath(authApi.signInEmail), {
    data: { email: login.email, password: login.password },
    headers: { origin: originOf(page) },
  });
  expect(res.status()).toBe(200);
}

/** A new person of the given role, signed in on `page` (call after the first page.goto). */
export async function signInByApi(page: Page, role: 'admin' | 'user'): Promise<Login> {
  const person = await newPerson(page, role);
  await signInAs(page, person);
  return person;
}
