import { sql } from 'drizzle-orm';
import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import { type Db, queryRows } from '../client';
import type { DemoImage } from './demo-images';
import { DEMO_ADMIN_EMAIL, DEMO_USER_EMAIL } from './demo-users';
import { syntheticContacts, syntheticTemplates } from './synthetic-templates';

export interface SyntheticAdsOptions {
  count: number;
  /** Rows per INSERT statement (each its own transaction). */
  chunkSize: number;
  /** Category pictures to point ad_images at; ads without one get the placeholder. */
  images: readonly DemoImage[];
  onProgress?: (done: number, total: number) => void;
}

/**
 * Bulk test data, generated inside the database (INSERT ... SELECT FROM generate_series): no rows
 * travel over the wire. 90% approved, 6% pending, 4% rejected; about 1% currently paid and 1% paid in
 * the past; 4% events; half in Tampa Bay; created over the last two years; 70% with a picture.
 * Each description ends with a contact name (Latin letters in the English ads) from a long-tailed list.
 * Owners are the existing users except the two demo logins.
 */
export async function generateSyntheticAds(db: Db, options: SyntheticAdsOptions): Promise<number> {
  const [owners] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from "user" where email not in (${DEMO_ADMIN_EMAIL}, ${DEMO_USER_EMAIL})`,
  );
  if (!owners?.n) throw new Error('No users to own the ads: seed the demo data first.');
  const { events, templates } = syntheticTemplates();
  const templateJson = JSON.stringify(templates.map((t, n) => ({ ...t, n })));
  const imageJson = JSON.stringify(
    options.images.filter((i) => i.kind !== 'event').map((i) => ({ slug: i.kind, url: i.url })),
  );
  const contactJson = JSON.stringify(syntheticContacts());
  let done = 0;
  while (done < options.count) {
    const size = Math.min(options.chunkSize, options.count - done);
    await db.execute(
      chunkSql(done, size, events, templates.length - events, templateJson, imageJson, contactJson),
    );
    done += size;
    options.onProgress?.(done, options.count);
  }
  return done;
}

function chunkSql(
  offset: number,
  size: number,
  events: number,
  others: number,
  tpl: string,
  img: string,
  contacts: string,
) {
  return sql`
with tpl as (
  select t.n, coalesce(c.id, (select id from categories order by slug limit 1)) as category_id,
    t.title, t.description, t.price_min, t.price_step, t.price_steps, t.is_event, t.lang
  from jsonb_to_recordset(${tpl}::jsonb) as t(n int, slug text, title text, description text,
    price_min numeric, price_step numeric, price_steps int, is_event boolean, lang text)
  left join categories c on c.slug = t.slug
),
names as (
  select array(select jsonb_array_elements_text(j->'firstNames')) as first_names,
    array(select jsonb_array_elements_text(j->'surnames')) as surnames
  from (select ${contacts}::jsonb as j) as x
),
pick as (
  select
    (select array_agg(id order by name) from cities) as all_cities,
    (select array_agg(id order by name) from cities where name in ('Tampa', 'Clearwater', 'St Petersburg')) as bay,
    (select array_agg(id order by id) from "user" where email not in (${DEMO_ADMIN_EMAIL}, ${DEMO_USER_EMAIL})) as users
),
s as (
  select g, random() as r_tpl, random() as r_ev, random() as r_city, random() as r_city2, random() as r_user,
    random() as r_status, random() as r_paid, random() as r_price, random() as r_age, random() as r_when,
    random() as r_first, random() as r_surname,
    now() - random() * interval '730 days' as created
  from generate_series(${offset + 1}::int, ${offset + size}::int) as g
),
r as (
  select s.*, tpl.category_id, tpl.title, tpl.description, tpl.price_min, tpl.price_step, tpl.price_steps,
    tpl.is_event, tpl.lang, s.r_status < 0.9 as approved,
    -- surname k of K with a weight of about 1/k: exp(uniform * ln(K + 1)) is log-uniform on [1, K + 1)
    n.first_names[1 + floor(s.r_first * cardinality(n.first_names))::int] as first_name,
    n.surnames[floor(exp(s.r_surname * ln(cardinality(n.surnames) + 1)))::int] as surname,
    date_trunc('hour', s.created + (2 + s.r_when * 60) * interval '1 day') as event_at
  from s join tpl on tpl.n = case when s.r_ev < 0.04 then floor(s.r_tpl * ${events}::int)
    else ${events}::int + floor(s.r_tpl * ${others}::int) end
  cross join names n
),
ins as (
  insert into advertisements (title, description, price, user_id, category_id, city_id, email, telephone,
    status, is_paid, paid_until, is_event, event_date, event_end_date, created_at, updated_at)
  select r.title,
    r.description || case when r.lang = 'uk' then '<p>Контакт: ' || r.first_name || ' ' || r.surname
      else '<p>Ask for ' || initcap(hromada_fold(r.first_name)) || ' ' || initcap(hromada_fold(r.surname)) end
      || '.</p>',
    case when r.price_min is null then null else r.price_min + r.price_step * floor(r.r_price * (r.price_steps + 1)) end,
    p.users[1 + floor(r.r_user * cardinality(p.users))::int],
    r.category_id,
    case when r.r_city < 0.5 and cardinality(p.bay) > 0 then p.bay[1 + floor(r.r_city2 * cardinality(p.bay))::int]
      else p.all_cities[1 + floor(r.r_city2 * cardinality(p.all_cities))::int] end,
    'seller' || (r.g % 5000) || '@example.com',
    '(813) 555-01' || lpad((r.g % 100)::text, 2, '0'),
    case when r.approved then 'approved' when r.r_status < 0.96 then 'pending' else 'rejected' end,
    r.approved and r.r_paid < 0.02,
    case when r.approved and r.r_paid < 0.01 then now() + (1 + r.r_paid * 2900) * interval '1 day'
      when r.approved and r.r_paid < 0.02 then least(r.created + interval '14 days', now() - interval '1 hour') end,
    r.is_event,
    case when r.is_event then r.event_at end,
    case when r.is_event then r.event_at + interval '3 hours' end,
    r.created, r.created
  from r cross join pick p
  returning id, category_id
),
pics as (
  select c.id as category_id, array_agg(x.url order by x.url) as urls
  from jsonb_to_recordset(${img}::jsonb) as x(slug text, url text)
  join categories c on c.slug = x.slug
  group by c.id
)
insert into ad_images (ad_id, storage_path, is_primary)
select ins.id,
  case when pics.urls is null or random() < 0.3 then ${PLACEHOLDER_IMAGE_PATH}
    else pics.urls[1 + floor(random() * cardinality(pics.urls))::int] end,
  true
from ins left join pics on pics.category_id = ins.category_id`;
}
