import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as adminUsersApi from '../../../shared/api/admin-users';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { validation as en } from '../../../shared/i18n/en/validation';
import { validation as uk } from '../../../shared/i18n/uk/validation';
import { setupAuthTestServer, whoIs } from '../../support/auth-client';
import { createUser, sessionCookie, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';

const { server, register, post } = setupAuthTestServer();
const tag = () => randomUUID().slice(0, 6);

/** PATCH /api/v1/me as a new person each time (renames are limited per person). */
async function renameNewPerson(display_name: string, lang = 'en') {
  const { cookie } = await signedInPerson(server());
  return callApi(server(), meApi.updateMe, { cookie, body: { display_name }, lang });
}

describe('display names that imitate others or the site', () => {
  it('refuses invisible and text-direction characters', async () => {
    for (const name of [
      `Ad\u200Bmin ${tag()}`,
      `Olena\u202E ${tag()}`,
      `\u2066Taras ${tag()}\u2069`,
      `Ivan\u3164${tag()}`,
    ]) {
      const res = await renameNewPerson(name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.fields).toEqual({ display_name: en.displayNameInvisible });
    }
  });

  it("refuses the site's own names, however they are spelled, in the caller's language", async () => {
    const imitations = [
      'Admin',
      'ADMIN',
      'Аdmіn', // Cyrillic а and і
      'Ａｄｍｉｎ', // full width
      'ADM1N',
      'a d m i n',
      'ΑDΜΙΝ', // Greek capitals
      'Адмін',
      'Модератор',
      'Hromada Support',
      'ГРОМАДА',
    ];
    for (const name of imitations) {
      const res = await renameNewPerson(name, 'uk');
      expect(res.status, name).toBe(400);
      expect(res.body.error.fields).toEqual({ display_name: uk.displayNameReserved });
    }
    expect((await renameNewPerson(`Badminton fan ${tag()}`)).status).toBe(200);
  });

  it("refuses a name that only looks like another person's", async () => {
    const t = tag().replace(/\d/g, 'x');
    await createUser(server().deps.db, { displayName: `Olena Kovalenko ${t}` });
    // Cyrillic О and е, a zero in place of the o, and other spacing.
    for (const name of [`Оlenа Kovalenko ${t}`, `Olena K0valenko ${t}`, `olena  kovalenko.${t}`]) {
      const res = await renameNewPerson(name);
      expect(res.status, name).toBe(409);
      expect(res.body.error.fields).toEqual({ display_name: en.displayNameTaken });
    }
  });

  it('lets a person keep the name they have, even one given before these rules', async () => {
    const { id } = await createUser(server().deps.db, { role: 'admin', displayName: 'Admin' });
    const cookie = await sessionCookie(server().deps.db, server().secret, id);
    const res = await callApi(server(), meApi.updateMe, { cookie, body: { display_name: 'Admin' } });
    expect(res.status).toBe(200);
    expect(res.body.user.display_name).toBe('Admin');
  });

  it('applies to the names admins give, too', async () => {
    const admin = await signedInPerson(server(), 'admin');
    const res = await callApi(server(), adminUsersApi.createUser, {
      cookie: admin.cookie,
      body: { name: 'Moderator', email: `m${tag()}@example.com`, password: 'amber-harbour-71' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: en.displayNameReserved });
  });

  it('names a new account after its address only when that does not look like the site', async () => {
    const email = `admin@${tag()}.example.com`;
    const cookie = await register({ email, password: 'amber-harbour-71' });
    const profile = (await whoIs(server(), cookie)) as { display_name: string } | null;
    expect(profile?.display_name).toMatch(/^user\d*$/);
  });

  it("refuses a role word with the site's name, or role words alone, wherever a name is given", async () => {
    const impostors = [
      'Модератор Громади',
      'Hromada Moderator',
      'Official Hromada',
      'Служба підтримки Громади',
      'Адміністрація громади',
      'HromadaSupport',
      'Support Team',
    ];
    const admin = await signedInPerson(server(), 'admin');
    for (const name of impostors) {
      for (const [lang, messages] of [
        ['en', en],
        ['uk', uk],
      ] as const) {
        const renamed = await renameNewPerson(name, lang);
        expect([name, renamed.status, renamed.body.error.fields]).toEqual([
          name,
          400,
          { display_name: messages.displayNameReserved },
        ]);
      }
      const phone = `+1813555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
      const signUp = await post(
        authApi.signUpPhone,
        { name, phoneNumber: phone, password: 'amber-harbour-71' },
        { lang: 'uk' },
      );
      expect([name, signUp.status, signUp.body.error.fields]).toEqual([
        name,
        400,
        { name: uk.displayNameReserved },
      ]);
      const created = await callApi(server(), adminUsersApi.createUser, {
        cookie: admin.cookie,
        body: { name, email: `m${tag()}@example.com`, password: 'amber-harbour-71' },
      });
      expect([name, created.status, created.body.error.fields]).toEqual([
        name,
        400,
        { name: en.displayNameReserved },
      ]);
    }
  });

  it('lets a role word stand beside a name of its own, and ordinary names that start like one', async () => {
    for (const name of ['Адміністратор парафії', 'Модерн Стиль', 'Офіцер Петренко', 'Громада Тампи']) {
      const res = await renameNewPerson(`${name} ${tag().replace(/\d/g, 'x')}`);
      expect([name, res.status]).toEqual([name, 200]);
    }
  });

  it('names a new account after its address only when that does not pass for the site', async () => {
    const email = `moderator.hromady@${tag()}.example.com`;
    const cookie = await register({ email, password: 'amber-harbour-71' });
    const profile = (await whoIs(server(), cookie)) as { display_name: string } | null;
    expect(profile?.display_name).toMatch(/^user\d*$/);
  });
});
