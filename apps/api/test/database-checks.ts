import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';

/**
 * Two views of the database for tests that try to break it: a snapshot of every row of every
 * table (to prove a request changed nothing), and the invariants that must hold whatever
 * requests raced (to prove no race left the data inconsistent).
 */

const tableLists = new WeakMap<Database, Promise<string[]>>();

/** Every base table outside PostgreSQL's own catalogs, the migrations' bookkeeping included. */
function tablesOf(db: Database): Promise<string[]> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = queryRows<{ name: string }>(
      db,
      sql`select format('%I.%I', table_schema, table_name) as name
          from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
          order by 1`,
    ).then((rows) => rows.map((r) => r.name));
    tableLists.set(db, tables);
  }
  return tables;
}

/**
 * Bookkeeping that requests write without changing anyone's data: failed sign-in counts (a
 * wrong password is counted, by design) and when a session was last used (written once a
 * minute by any request). Left out of snapshots, so "changed nothing" is about the data.
 */
const IGNORED_TABLES = new Set(['public.login_throttle']);
const IGNORED_COLUMNS: Record<string, string[]> = { 'public.sessions': ['last_used_at'] };

async function everyRow(db: Database) {
  const tables = await tablesOf(db);
  return tables
    .filter((t) => !IGNORED_TABLES.has(t))
    .map((t) => {
      const row = ['to_jsonb(t)', ...(IGNORED_COLUMNS[t] ?? []).map(quoteLiteral)].join(' - ');
      return `select ${quoteLiteral(t)} || ' ' || (${row})::text as line from ${t} t`;
    })
    .join(' union all ');
}

/** Every row of every table as `table {json}`, in one fixed order: equal snapshots, equal data. */
export async function snapshotDatabase(db: Database): Promise<string[]> {
  const rows = await queryRows<{ line: string }>(
    db,
    sql.raw(`select line from (${await everyRow(db)}) s order by line collate "C"`),
  );
  return rows.map((r) => r.line);
}

const lastDigests = new WeakMap<Database, { lsn: string; digest: string }>();

/**
 * A digest of the same snapshot, computed in the database, cheap enough to take after every
 * request. Every change to a table writes the write-ahead log, so while its position has not
 * moved the last digest still holds and is answered without reading the tables again.
 */
export async function databaseDigest(db: Database): Promise<string> {
  const [position] = await queryRows<{ lsn: string }>(
    db,
    sql`select pg_current_wal_lsn()::text as lsn`,
  );
  const last = lastDigests.get(db);
  if (last && last.lsn === position!.lsn) return last.digest;
  const [row] = await queryRows<{ digest: string }>(
    db,
    sql.raw(
      `select md5(coalesce(string_agg(line, E'\\n' order by line collate "C"), '')) as digest from (${await everyRow(db)}) s`,
    ),
  );
  lastDigests.set(db, { lsn: position!.lsn, digest: row!.digest });
  return row!.digest;
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The rules no sequence of requests may break, each as a query that answers the rows breaking
 * it (none when the rule holds). Named so that a failure says which rule and which rows.
 */
export const INVARIANTS: Record<string, string> = {
  'a room holds no more active tenants than its capacity': `
    select r.id, r.capacity, count(t.id) as occupied
    from rooms r join tenants t on t.room_id = r.id and t.active
    group by r.id, r.capacity having count(t.id) > r.capacity`,
  'no two active tenants share a bed': `
    select room_id, bed_number, count(*) from tenants
    where active and room_id is not null
    group by room_id, bed_number having count(*) > 1`,
  "every bed is one of its room's beds": `
    select t.id, t.bed_number, r.capacity from tenants t join rooms r on r.id = t.room_id
    where t.active and (t.bed_number < 1 or t.bed_number > r.capacity)`,
  'a room and a bed go together, and only active tenants hold one': `
    select id from tenants
    where (room_id is null) <> (bed_number is null) or (not active and room_id is not null)`,
  "every rent's paid amount is the sum of its payments not voided": `
    select r.id, r.paid_paise, coalesce(sum(p.amount_paise), 0) as ledger
    from rents r left join payments p on p.rent_id = r.id and p.voided_at is null
    group by r.id, r.paid_paise having r.paid_paise <> coalesce(sum(p.amount_paise), 0)`,
  'nothing stands paid on a cancelled rent': `
    select id from rents where cancelled_at is not null and paid_paise <> 0`,
  'no rent is paid beyond its amount': `
    select id, amount_paise, paid_paise from rents where paid_paise > amount_paise or paid_paise < 0`,
  'every payment is more than zero': `select id from payments where amount_paise <= 0`,
  'a payment standing keeps the balance it left, within its amount due': `
    select id from payments where voided_at is null and (balance_after_paise is null or balance_after_paise < 0)`,
  'a payment made from the deposit at move-out is never voided': `
    select id from payments where from_deposit and voided_at is not null`,
  "each PG's receipt numbers of a year run from 1 without a gap, the counter at the last": `
    select p.admin_id, p.receipt_year, count(*), min(p.receipt_sequence), max(p.receipt_sequence),
      c.last_sequence
    from payments p
    left join receipt_counters c on c.admin_id = p.admin_id and c.year = p.receipt_year
    group by p.admin_id, p.receipt_year, c.last_sequence
    having min(p.receipt_sequence) <> 1 or max(p.receipt_sequence) <> count(*)
      or c.last_sequence is distinct from max(p.receipt_sequence)`,
  'no tenant has two rents for one month': `
    select tenant_id, year, month, count(*) from rents
    where payment_period = 'monthly' and tenant_id is not null
    group by tenant_id, year, month having count(*) > 1`,
  "a tenant's room is an existing room of the same admin": `
    select t.id from tenants t left join rooms r on r.id = t.room_id
    where t.room_id is not null and (r.id is null or r.admin_id <> t.admin_id)`,
  "a rent's tenant and room, when kept, are the same admin's": `
    select x.id from rents x
    left join tenants t on t.id = x.tenant_id
    left join rooms r on r.id = x.room_id
    where (x.tenant_id is not null and (t.id is null or t.admin_id <> x.admin_id))
       or (x.room_id is not null and (r.id is null or r.admin_id <> x.admin_id))`,
  "a deleted tenant's rents are marked so, and only those": `
    select id from rents where tenant_deleted = (tenant_id is not null)`,
  "a deleted tenant's payments and deposit entries keep their name, or their rent's or charge's does": `
    select p.id from payments p
    left join rents r on r.id = p.rent_id
    left join charges c on c.id = p.charge_id
    where p.tenant_id is null and coalesce(p.tenant_name, r.tenant_name, c.tenant_name) is null
    union all
    select id from deposit_entries where tenant_id is null and tenant_name is null`,
  'a payment not voided belongs to an existing rent or charge of the same admin, a voided one may outlive its rent': `
    select p.id from payments p
    left join rents r on r.id = p.rent_id
    left join charges c on c.id = p.charge_id
    where (p.rent_id is null and p.charge_id is null and p.voided_at is null)
       or (p.rent_id is not null and (r.id is null or r.admin_id <> p.admin_id))
       or (p.charge_id is not null and (c.id is null or c.admin_id <> p.admin_id))`,
  "a payment's tenant is its rent's or its charge's tenant": `
    select p.id from payments p join rents r on r.id = p.rent_id
    where p.tenant_id is distinct from r.tenant_id
    union all
    select p.id from payments p join charges c on c.id = p.charge_id
    where p.tenant_id is distinct from c.tenant_id`,
  "every charge's paid amount is the sum of its payments not voided": `
    select c.id, c.paid_paise, coalesce(sum(p.amount_paise), 0) as ledger
    from charges c left join payments p on p.charge_id = c.id and p.voided_at is null
    group by c.id, c.paid_paise having c.paid_paise <> coalesce(sum(p.amount_paise), 0)`,
  'nothing stands paid on a waived charge': `
    select id from charges where waived_at is not null and paid_paise <> 0`,
  'no charge is paid beyond its amount': `
    select id, amount_paise, paid_paise from charges where paid_paise > amount_paise or paid_paise < 0`,
  'a rent has one late fee at most, and a plan one charge a month': `
    select rent_id as id, count(*) from charges where kind = 'lateFee' and rent_id is not null
    group by rent_id having count(*) > 1
    union all
    select recurring_charge_id, count(*) from charges where recurring_charge_id is not null
    group by recurring_charge_id, year, month having count(*) > 1`,
  "a charge's tenant, room, rent and reading, when kept, are the same admin's": `
    select c.id from charges c
    left join tenants t on t.id = c.tenant_id
    left join rooms r on r.id = c.room_id
    left join rents x on x.id = c.rent_id
    left join meter_readings m on m.id = c.meter_reading_id
    where (c.tenant_id is not null and (t.id is null or t.admin_id <> c.admin_id))
       or (c.room_id is not null and (r.id is null or r.admin_id <> c.admin_id))
       or (c.rent_id is not null and (x.id is null or x.admin_id <> c.admin_id))
       or (c.meter_reading_id is not null and (m.id is null or m.admin_id <> c.admin_id))`,
  "a meter period's shares add up to its bill": `
    select m.id, m.bill_paise, sum(c.amount_paise) from meter_readings m
    join charges c on c.meter_reading_id = m.id
    group by m.id, m.bill_paise having sum(c.amount_paise) <> m.bill_paise`,
  "an undone reading's shares are all waived": `
    select c.id from charges c join meter_readings m on m.id = c.meter_reading_id
    where m.voided_at is not null and c.waived_at is null`,
  'no deposit is held below zero': `
    select tenant_id, sum(case when kind = 'collect' then amount_paise else -amount_paise end) as held
    from deposit_entries where tenant_id is not null
    group by tenant_id having sum(case when kind = 'collect' then amount_paise else -amount_paise end) < 0`,
  'every row belongs to an existing admin': `
    select 'rooms' as kind, id from rooms where admin_id not in (select id from admins)
    union all select 'tenants', id from tenants where admin_id not in (select id from admins)
    union all select 'rents', id from rents where admin_id not in (select id from admins)
    union all select 'payments', id from payments where admin_id not in (select id from admins)
    union all select 'charges', id from charges where admin_id not in (select id from admins)`,
  'an active tenant with a bed has one stay open, in that room, and no one else has one': `
    select t.id from tenants t
    left join room_stays s on s.tenant_id = t.id and s.to_date is null
    where (t.active and t.room_id is not null) <> (s.id is not null)
       or s.room_id <> t.room_id`,
  'a tenant has a photo exactly when it says so': `
    select t.id from tenants t left join tenant_photos p on p.tenant_id = t.id
    where t.has_photo <> (p.tenant_id is not null)`,
};

/** Which invariants are broken, with the rows that break them: `{}` when all hold. */
export async function brokenInvariants(db: Database): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(INVARIANTS)) {
    const rows = await queryRows<unknown>(db, sql.raw(query));
    if (rows.length > 0) broken[rule] = rows;
  }
  return broken;
}
