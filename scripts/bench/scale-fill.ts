// Fills a migrated, demo-seeded PostgreSQL database to the size of issue 10's target 4, in set-based SQL
// (generate_series, explicit ids from each table's current maximum, so no row has to look another up):
// products cloned from the demo catalogue with their colours, units, fees, pictures, tags, discounts and
// parts; rentals spread over many new customers, each with its checkout order, its product, its card link,
// its delivery and its monthly rounds with the charge that paid each. The demo customer keeps the rentals
// the seed gave it: the measured customer is an ordinary one, not the owner of a million rentals.
import type pg from 'pg';

export type ScaleSize = { products: number; rentals: number; rentalsPerCustomer: number };

/** Rounds a rental can have at most here: rentals start within the last year and are billed monthly. */
const ROUND_SLOTS = 13;

async function step(client: pg.Client, label: string, text: string, values: unknown[] = []) {
  const began = performance.now();
  const res = await client.query(text, values);
  const ms = performance.now() - began;
  console.log(`  ${label}: ${res.rowCount ?? 0} rows, ${(ms / 1000).toFixed(1)} s`);
}

/** Products up to `total`, each a copy of a demo product (round-robin) with everything that hangs off it. */
async function fillProducts(client: pg.Client, total: number) {
  await client.query(`create temp table tmpl as
    select id, (row_number() over (order by id) - 1)::int as t from prods`);
  await client.query(
    `create temp table prod_map as
      select (select max(id) from prods) + n as new_id, tmpl.id as old_id, n
      from generate_series(1, greatest($1::int - (select count(*) from prods)::int, 0)) n
      join tmpl on tmpl.t = (n - 1) % (select count(*) from tmpl)`,
    [total],
  );
  await step(
    client,
    'prods',
    `insert into prods (id, title, code, type_conn, type_stock, state, state_provide, prod_cat_id,
       corp_maker_id, subsc_cat_id, cost, content, sort, created_at, updated_at)
     select m.new_id, p.title || ' ' || m.n, p.code || '-S' || m.n, p.type_conn, p.type_stock, p.state,
       p.state_provide, p.prod_cat_id, p.corp_maker_id, p.subsc_cat_id, p.cost, p.content, p.sort,
       p.created_at, p.updated_at
     from prod_map m join prods p on p.id = m.old_id`,
  );
  await client.query(`
    create temp table opt_map as
      select (select coalesce(max(id), 0) from prod_opts) + row_number() over (order by m.n, o.id) as new_id,
        o.id as old_id, m.new_id as prod_id
      from prod_map m join prod_opts o on o.prod_id = m.old_id`);
  await step(
    client,
    'prod_opts (colours)',
    `insert into prod_opts (id, prod_id, type, title, val, cost, sort)
     select om.new_id, om.prod_id, o.type, o.title, o.val, o.cost, o.sort
     from opt_map om join prod_opts o on o.id = om.old_id`,
  );
  await step(
    client,
    'prod_stocks (units, free ones only)',
    `insert into prod_stocks (prod_id, prod_opt_id, sn, state, trade_type)
     select m.new_id, om.new_id, s.sn || '-S' || m.n, s.state, s.trade_type
     from prod_map m join prod_stocks s on s.prod_id = m.old_id and s.prod_orderer_id is null
     left join opt_map om on om.old_id = s.prod_opt_id and om.prod_id = m.new_id`,
  );
  await step(
    client,
    'prod_subsc_cat_opts (fees)',
    `insert into prod_subsc_cat_opts (prod_id, subsc_cat_opt_id, cost_subsc, cost_subsc_duration, title, val)
     select m.new_id, f.subsc_cat_opt_id, f.cost_subsc, f.cost_subsc_duration, f.title, f.val
     from prod_map m join prod_subsc_cat_opts f on f.prod_id = m.old_id`,
  );
  await step(
    client,
    'atts (product and colour pictures)',
    `insert into atts (attachable_type, attachable_id, type, role, path, mime, size, width, height,
       original_name, sort)
     select a.attachable_type, coalesce(om.new_id, m.new_id), a.type, a.role, a.path, a.mime, a.size, a.width,
       a.height, a.original_name, a.sort
     from atts a
     left join prod_map m on a.attachable_type = 800 and m.old_id = a.attachable_id
     left join opt_map om on a.attachable_type = 824 and om.old_id = a.attachable_id
     where (a.attachable_type = 800 and m.new_id is not null) or (a.attachable_type = 824 and om.new_id is not null)`,
  );
  await step(
    client,
    'tag_taggables',
    `insert into tag_taggables (tag_id, taggable_type, taggable_id)
     select t.tag_id, 800, m.new_id from prod_map m join tag_taggables t on t.taggable_type = 800 and t.taggable_id = m.old_id`,
  );
  await step(
    client,
    'discounts',
    `insert into discounts (discountable_type, discountable_id, title, type_val, val, state, start_at, stop_at, sort)
     select 800, m.new_id, d.title, d.type_val, d.val, d.state, d.start_at, d.stop_at, d.sort
     from prod_map m join discounts d on d.discountable_type = 800 and d.discountable_id = m.old_id`,
  );
  await step(
    client,
    'prod_conns (parts)',
    `insert into prod_conns (prod_id, prod_conn_id, type, sort)
     select m.new_id, c.prod_conn_id, c.type, c.sort from prod_map m join prod_conns c on c.prod_id = m.old_id`,
  );
  await step(
    client,
    'prod_assocs',
    `insert into prod_assocs (prod_id, prod_assoc_id, type, sort)
     select m.new_id, a.prod_assoc_id, a.type, a.sort from prod_map m join prod_assocs a on a.prod_id = m.old_id`,
  );
}

/**
 * `rentals` rentals of `rentals / perCustomer` new customers, interleaved (consecutive rentals belong to
 * different customers), created evenly over the last year. Rental n: 12, 24, 36 or 48 months; every
 * seventh ended, every hundredth cancelled, those of the last three days applied, the rest renting; one in
 * fifty with its last round (after the first) unpaid; as many monthly rounds as months since its start, round 1
 * paid by the checkout's charge.
 */
async function fillRentals(client: pg.Client, rentals: number, perCustomer: number) {
  const customers = Math.max(1, Math.ceil(rentals / perCustomer));
  const base = async (table: string) =>
    Number((await client.query(`select coalesce(max(id), 0) as m from ${table}`)).rows[0].m);
  const b = {
    user: await base('users'),
    subsc: await base('subscs'),
    payment: await base('payments'),
    record: await base('record_subscs'),
    order: await base('pur_orders'),
  };
  const prodRange = (await client.query('select min(id) as lo, max(id) as hi from prods')).rows[0];
  const params = { customers, rentals, ...b, lo: Number(prodRange.lo), hi: Number(prodRange.hi) };
  const p = (text: string) =>
    text.replace(/(?<!:):(\w+)/g, (_, k: string) => {
      const v = (params as Record<string, number>)[k];
      if (v === undefined) throw new Error(`no parameter ${k}`);
      return String(v);
    });

  await step(
    client,
    'users (customers)',
    p(`insert into users (id, type, state, email, name, mobile, created_at)
       select :user + c, 400, 100, 'scale' || c || '@example.com', '고객' || c, '010' || lpad(c::text, 8, '0'),
         now() - interval '400 days'
       from generate_series(1, :customers) c`),
  );
  await step(
    client,
    'payments (registered cards)',
    p(`insert into payments (id, user_id, type, state, title, cost, provider, bill_key, card_code, card_number, created_at)
       select :payment + c, :user + c, 310, 620, '결제 카드 등록', 0, 'simulator',
         'sim_ok_14_4242_4242_' || lpad(to_hex(:user + c), 16, '0'), '14', '4242-****-****-4242',
         now() - interval '400 days'
       from generate_series(1, :customers) c`),
  );
  // The rental's shape, computed once: its customer, product, dates, state and number of rounds.
  await client.query(
    p(`create temp table plan as
       select n, :subsc + n as id, :user + 1 + (n - 1) % :customers as user_id,
         (:lo + (n::bigint * 7919) % (:hi - :lo + 1))::int as prod_id,
         (array[12, 24, 36, 48])[1 + n % 4] as duration,
         19900 + (n % 20) * 5000 as cost,
         case when n % 20 = 0 then 2 else 1 end as subsc_cat_id,
         created_at,
         created_at + interval '3 days' as start_at,
         case
           when n % 100 = 0 then 1040
           when n % 7 = 0 then 1000
           when created_at > now() - interval '3 days' then 10
           else 400
         end as state,
         least(1 + floor(extract(epoch from now() - created_at - interval '3 days') / (30 * 86400))::int, 12) as rounds,
         n % 50 = 1 as unpaid
       from (select n, now() - (:rentals - n) * (interval '365 days' / :rentals) as created_at
             from generate_series(1, :rentals) n) g`),
  );
  await client.query(`update plan set rounds = 1 where rounds < 1 or state = 10`);
  await client.query('alter table plan add primary key (n)');
  await step(
    client,
    'subscs (rentals)',
    p(`insert into subscs (id, user_id, subsc_cat_id, state, state_req, duration, cost, cost_duration, start_at,
         stop_at, next_at, options, created_at, updated_at)
       select r.id, r.user_id, r.subsc_cat_id, r.state, r.state, r.duration, r.cost, r.cost * r.duration,
         case when r.state = 10 then null else r.start_at end,
         case when r.state = 10 then null else r.start_at + make_interval(months => r.duration) end,
         case when r.state = 400 then r.start_at + make_interval(months => r.rounds) end,
         jsonb_build_object('title', pr.title), r.created_at, r.created_at
       from plan r join prods pr on pr.id = r.prod_id`),
  );
  await step(
    client,
    'payments (monthly charges)',
    p(`insert into payments (id, user_id, type, state, title, cost, provider, pm_id, bill_key, card_code,
         card_number, payment_bill_auth_id, content, paid_at, created_at, updated_at)
       select :payment + :customers + (r.n - 1) * ${ROUND_SLOTS} + k, r.user_id, 300,
         case when r.unpaid and k = r.rounds and k > 1 then -640 else 640 end,
         pr.title, r.cost, 'simulator', 'scale-' || r.n || '-' || k,
         'sim_ok_14_4242_4242_' || lpad(to_hex(r.user_id), 16, '0'), '14', '4242-****-****-4242',
         :payment + 1 + (r.user_id - :user - 1),
         jsonb_build_object('steps', '[]'::jsonb, 'purpose', case when k = 1 then 'checkout' else 'round' end),
         case when r.unpaid and k = r.rounds and k > 1 then null
           else r.created_at + make_interval(months => k - 1) end,
         r.created_at + make_interval(months => k - 1), r.created_at + make_interval(months => k - 1)
       from plan r join prods pr on pr.id = r.prod_id cross join lateral generate_series(1, r.rounds) k`),
  );
  await step(
    client,
    'record_subscs (rounds)',
    p(`insert into record_subscs (id, subsc_id, payment_id, kind, round, state, cost, due_at, paid_at, content, created_at)
       select :record + (r.n - 1) * ${ROUND_SLOTS} + k, r.id, :payment + :customers + (r.n - 1) * ${ROUND_SLOTS} + k,
         'round', k, case when r.unpaid and k = r.rounds and k > 1 then 220 else 640 end, r.cost,
         r.created_at + make_interval(months => k - 1),
         case when r.unpaid and k = r.rounds and k > 1 then null
           else r.created_at + make_interval(months => k - 1) end,
         jsonb_build_array(jsonb_build_object('cost', r.cost, 'created_at', r.created_at + make_interval(months => k - 1))),
         r.created_at + make_interval(months => k - 1)
       from plan r cross join lateral generate_series(1, r.rounds) k`),
  );
  await step(
    client,
    'payment_records',
    p(`insert into payment_records (payment_id, record_subsc_id)
       select payment_id, id from record_subscs where id > :record`),
  );
  await step(
    client,
    'pur_orders (checkout orders)',
    p(`insert into pur_orders (id, user_id, payment_id, spot_id, orderable_type, orderable_id, orderable,
         orderer_type, orderer_id, title, cost, state, created_at, updated_at)
       select :order + r.n, r.user_id, :payment + :customers + (r.n - 1) * ${ROUND_SLOTS} + 1,
         (select min(id) from spots), 800, r.prod_id,
         jsonb_build_object('id', r.prod_id, 'title', pr.title, 'cost', r.cost, 'months', r.duration),
         960, r.id, pr.title, r.cost, 640, r.created_at, r.created_at
       from plan r join prods pr on pr.id = r.prod_id`),
  );
  await step(
    client,
    'prod_orderers (the rented product)',
    p(`insert into prod_orderers (orderer_type, orderer_id, prod_id, pur_order_id, duration, cost_duration, created_at)
       select 960, r.id, r.prod_id, :order + r.n, r.duration, r.cost * r.duration, r.created_at from plan r`),
  );
  await step(
    client,
    'payment_orderers (card links)',
    p(`insert into payment_orderers (payment_id, orderer_type, orderer_id, state, created_at)
       select :payment + 1 + (r.user_id - :user - 1), 960, r.id, 100, r.created_at from plan r`),
  );
  await step(
    client,
    'ships (deliveries)',
    p(`insert into ships (user_id, shippable_type, shippable_id, type, state, spot_set, spot_set_code,
         spot_set_user_name, spot_set_tel, spot_set_at, created_at, updated_at)
       select r.user_id, 960, r.id, 100, case when r.state = 10 then 100 else 1000 end,
         '서울특별시 마포구 월드컵북로 396 (상암동)', '03925', '고객' || (r.user_id - :user), '01000000000',
         r.start_at, r.created_at, r.created_at
       from plan r`),
  );
}

/** Moves every serial column's sequence past the ids written by hand. */
async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{ t: string; s: string }>(`
    select format('%I', c.relname) as t, pg_get_serial_sequence(format('%I', c.relname), 'id') as s
    from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'id'
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`);
  for (const { t, s } of rows) {
    if (!s) continue;
    await client.query(`select setval($1, greatest((select coalesce(max(id), 0) from ${t}), 1))`, [s]);
  }
}

/** The big tables' indexes other than their keys: dropped before the fill, built again after it (faster). */
const BULK_TABLES = [
  'subscs',
  'payments',
  'record_subscs',
  'payment_records',
  'pur_orders',
  'prod_orderers',
  'payment_orderers',
  'ships',
];

async function dropIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const { name } of rows) await client.query(`drop index "${name}"`);
  return rows.map((r) => r.def);
}

export async function fillToScale(client: pg.Client, size: ScaleSize) {
  // Foreign keys and triggers are not checked row by row (replica role): the ids are computed to match.
  await client.query(`set session_replication_role = replica`);
  await client.query('begin');
  await fillProducts(client, size.products);
  const indexes = await dropIndexes(client);
  await fillRentals(client, size.rentals, size.rentalsPerCustomer);
  const began = performance.now();
  for (const def of indexes) await client.query(def);
  console.log(
    `  ${indexes.length} indexes built again: ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
  await resetSequences(client);
  // The triggers were off: the kept rental counts (migration 0012, when there) made again from the rows, and
  // the new catalogue announced the way the catalogue triggers would have.
  if ((await client.query(`select to_regclass('subsc_counts') as t`)).rows[0].t) {
    await client.query('delete from subsc_counts');
    await client.query(`insert into subsc_counts (state, state_req, slot, n)
      select state, state_req, 0, count(*) from subscs group by state, state_req`);
  }
  await client.query('update catalog_version set version = version + 1, updated_at = now() where id = 1');
  await client.query('commit');
  await client.query(`set session_replication_role = origin`);
  const vacuumed = performance.now();
  await client.query('vacuum analyze');
  console.log(`  vacuum analyze: ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
  // The fill's gigabytes of writes flushed now, not by the checkpointer while the reads are measured.
  await client.query('checkpoint');
}
