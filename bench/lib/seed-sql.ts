import { hash } from '@node-rs/argon2';
import { businessToday } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import type { IdentityVault } from '../../apps/api/src/db/identity-crypto';
import { sealPlainIdentities } from '../../apps/api/src/modules/tenants/seal-plain-identities';

/**
 * Set-based seeding: every table is filled by a few INSERT … SELECT statements over
 * generate_series, never a row at a time. Choices come from hashes of (seed, row), so the
 * same seed always gives the same PG.
 */
export interface SeedShape {
  /** How many PG accounts; account i has email `${emailPrefix}${i}@${emailDomain}`. */
  admins: number;
  emailPrefix: string;
  emailDomain: string;
  password: string;
  floors: number;
  roomsPerAdmin: number;
  tenantsPerAdmin: number;
  /** Months of rent history per tenant, ending with the current month. */
  months: number;
  seed: number;
  timeZone: string;
}

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Priya',
  'Kavya',
  'Meera',
  'Sneha',
  'Pooja',
  'Lakshmi',
  'Rahul',
  'Vikram',
  'Suresh',
  'Manoj',
  'Deepak',
  'Nikhil',
  'Harsha',
  'Karthik',
  'Farhan',
  'Imran',
  'Neha',
  'Divya',
  'Shruti',
  'Tanvi',
  'Riya',
  'Fatima',
  'Zoya',
  'Gurpreet',
  'Simran',
  'Anjali',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Menon',
  'Rao',
  'Joshi',
  'Kulkarni',
  'Chatterjee',
  'Banerjee',
  'Pillai',
  'Khan',
  'Shaikh',
  'Mehta',
];
const OCCUPATIONS = [
  'Software Engineer',
  'Student',
  'Analyst',
  'Designer',
  'Accountant',
  'Nurse',
  'Sales Executive',
  'Teacher',
];
const CITIES = [
  'Bengaluru',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Kochi',
  'Jaipur',
  'Indore',
  'Lucknow',
  'Kolkata',
  'Noida',
];
const AMENITY_SETS = [
  ['Fan', 'Bed', 'Mattress', 'Cupboard'],
  ['Fan', 'Bed', 'Mattress', 'WiFi', 'Geyser'],
  ['AC', 'Bed', 'Mattress', 'WiFi', 'Washroom', 'Table Chair'],
  ['Cooler', 'Bed', 'Mattress', 'Almirah', 'Curtains'],
  ['AC', 'TV', 'Refrigerator', 'WiFi', 'Washroom', 'Geyser', 'Bed', 'Mattress'],
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

export async function seedPgs(
  db: Database,
  vault: IdentityVault,
  shape: SeedShape,
): Promise<{ adminIds: string[] }> {
  const today = businessToday(shape.timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const currentMonthIndex = year * 12 + (month - 1);
  const firstMonthIndex = currentMonthIndex - (shape.months - 1);
  const passwordHash = await hash(shape.password);
  const roomsPerFloor = Math.ceil(shape.roomsPerAdmin / shape.floors);
  // Room numbers: G01…, 101… on small floors; G001…, 1001… once a floor holds 100 rooms or more.
  const digits = Math.max(2, String(roomsPerFloor).length);
  // h(k) is a stable pseudo-random non-negative integer for key k within this seed.
  const h = (key: string) => sql.raw(`abs(hashtext('${shape.seed}:' || ${key}))`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into admins (name, email, password_hash, pg_name, address, phone)
      select
        (${textArray(FIRST_NAMES)})[1 + ${h("'an' || i")} % ${FIRST_NAMES.length}] || ' ' ||
          (${textArray(SURNAMES)})[1 + ${h("'as' || i")} % ${SURNAMES.length}],
        ${shape.emailPrefix} || i || '@' || ${shape.emailDomain},
        ${passwordHash},
        (${textArray(SURNAMES)})[1 + ${h("'pg' || i")} % ${SURNAMES.length}] || ' Residency',
        (1 + ${h("'ad' || i")} % 200) || ' MG Road, ' || (${textArray(CITIES)})[1 + ${h("'ac' || i")} % ${CITIES.length}],
        '9' || lpad((${h("'ap' || i")} % 1000000000)::text, 9, '0')
      from generate_series(1, ${shape.admins}::int) i
    `);
    await tx.execute(sql`
      insert into rooms (admin_id, room_number, floor_number, capacity, rent_paise, amenities, description)
      select a.id,
        case when (r - 1) / ${roomsPerFloor} = 0 then 'G' || lpad((1 + (r - 1) % ${roomsPerFloor})::text, ${digits}, '0')
             else (((r - 1) / ${roomsPerFloor}) * ${10 ** digits} + 1 + (r - 1) % ${roomsPerFloor})::text end,
        (r - 1) / ${roomsPerFloor},
        2 + ${h("a.id || 'cap' || r")} % 3,
        (4000 + (${h("a.id || 'rent' || r")} % 9) * 500) * 100,
        string_to_array((${textArray(AMENITY_SETS.map((set) => set.join(',')))})[1 + ${h("a.id || 'am' || r")} % ${AMENITY_SETS.length}], ','),
        ''
      from admins a cross join generate_series(1, ${shape.roomsPerAdmin}::int) r
      where a.email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
    `);
    // Identity data goes into the plain columns of schema version 5, set-based; the server's
    // own start-up step then encrypts it per tenant (below), as it does for an old database.
    // Beds are taken in a scattered order, so some rooms are full and some partly taken; about
    // one room in eight is filled last, so a few stay empty.
    await tx.execute(sql`
      insert into tenants (admin_id, name, email, phone, emergency_name, emergency_phone, emergency_relation,
                           id_proof_type, id_proof_number, occupation, room_id, bed_number, joining_date,
                           active, dob, gender, address)
      select b.admin_id,
        (${textArray(FIRST_NAMES)})[1 + ${h("'tn' || b.room_id || b.bed")} % ${FIRST_NAMES.length}] || ' ' ||
          (${textArray(SURNAMES)})[1 + ${h("'ts' || b.room_id || b.bed")} % ${SURNAMES.length}],
        'tenant' || b.n || '.' || left(b.admin_id::text, 8) || '@example.in',
        (6 + ${h("'tp' || b.room_id || b.bed")} % 4)::text || lpad((${h("'tq' || b.room_id || b.bed")} % 1000000000)::text, 9, '0'),
        (${textArray(FIRST_NAMES)})[1 + ${h("'en' || b.room_id || b.bed")} % ${FIRST_NAMES.length}] || ' ' ||
          (${textArray(SURNAMES)})[1 + ${h("'ts' || b.room_id || b.bed")} % ${SURNAMES.length}],
        '9' || lpad((${h("'ep' || b.room_id || b.bed")} % 1000000000)::text, 9, '0'),
        (array['Father','Mother','Brother','Sister','Spouse'])[1 + ${h("'er' || b.room_id || b.bed")} % 5],
        'Aadhar',
        (2 + ${h("'id' || b.room_id || b.bed")} % 8)::text || lpad((${h("'ie' || b.room_id || b.bed")} % 100000000000)::text, 11, '0'),
        (${textArray(OCCUPATIONS)})[1 + ${h("'oc' || b.room_id || b.bed")} % ${OCCUPATIONS.length}],
        b.room_id, b.bed,
        make_date(${Math.floor(firstMonthIndex / 12)}, ${(firstMonthIndex % 12) + 1}, 1) + (${h("'jd' || b.room_id || b.bed")} % 4),
        true,
        make_date(1985 + ${h("'dy' || b.room_id || b.bed")} % 20, 1 + ${h("'dm' || b.room_id || b.bed")} % 12, 1 + ${h("'dd' || b.room_id || b.bed")} % 28),
        (array['Male','Female'])[1 + ${h("'g' || b.room_id || b.bed")} % 2],
        (1 + ${h("'ta' || b.room_id || b.bed")} % 300) || ' Station Road, ' || (${textArray(CITIES)})[1 + ${h("'tc' || b.room_id || b.bed")} % ${CITIES.length}]
      from (
        select r.admin_id, r.id as room_id, bed,
               row_number() over (
                 partition by r.admin_id order by ${h("r.id || 'vacant'")} % 8 = 0, ${h("r.id || 'bed' || bed")}
               ) as n
        from rooms r cross join lateral generate_series(1, r.capacity) bed
        join admins a on a.id = r.admin_id
        where a.email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
      ) b
      where b.n <= ${shape.tenantsPerAdmin}
    `);
    // Every tenant has lived in their room since joining (the meter split reads this).
    await tx.execute(sql`
      insert into room_stays (admin_id, tenant_id, room_id, from_date)
      select t.admin_id, t.id, t.room_id, t.joining_date
      from tenants t join admins a on a.id = t.admin_id
      where a.email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
    `);
    // One monthly rent per tenant per month, next month's included (as generated). Older months
    // are nearly all paid; last month and this month less so; next month is all still due.
    await tx.execute(sql`
      insert into rents (admin_id, tenant_id, room_id, tenant_name, tenant_phone, room_number, floor_number,
                         payment_period, month, year, due_date, amount_paise, paid_paise,
                         payment_date, payment_method, payment_reference)
      select t.admin_id, t.id, r.id, t.name, t.phone, r.room_number, r.floor_number, 'monthly',
        (m % 12) + 1, m / 12, make_date(m / 12, (m % 12) + 1, 5), r.rent_paise,
        case
          when p.roll < 80 then r.rent_paise
          when p.roll < 90 then (r.rent_paise / 200) * 100
          else 0
        end,
        case when p.roll < 90 then make_date(m / 12, (m % 12) + 1, 1 + p.roll % 9) end,
        case when p.roll < 90 then (array['Cash','UPI','Bank Transfer','Cheque'])[1 + p.roll % 4] end,
        case when p.roll < 90 and p.roll % 4 = 1 then 'UPI' || (100000 + p.roll * 997) else '' end
      from tenants t
      join rooms r on r.id = t.room_id
      join admins a on a.id = t.admin_id
      cross join generate_series(${firstMonthIndex}::int, ${currentMonthIndex + 1}::int) m
      cross join lateral (
        select case
          when m > ${currentMonthIndex} then 99
          when m = ${currentMonthIndex} then ${h("t.id || 'pay' || m")} % 100
          when m = ${currentMonthIndex - 1} then ${h("t.id || 'pay' || m")} % 100 / 2
          else ${h("t.id || 'pay' || m")} % 100 / 11
        end as roll
      ) p
      where a.email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
    `);
    await tx.execute(sql`
      insert into payments (admin_id, rent_id, tenant_id, label, amount_paise, method, reference, paid_on,
        receipt_year, receipt_sequence)
      select rt.admin_id, rt.id, rt.tenant_id, 'Rent · ' || to_char(make_date(rt.year, rt.month, 1), 'FMMonth YYYY'),
        rt.paid_paise, rt.payment_method, rt.payment_reference, rt.payment_date,
        extract(year from rt.payment_date)::int,
        row_number() over (
          partition by rt.admin_id, extract(year from rt.payment_date) order by rt.payment_date, rt.id
        )::int
      from rents rt join admins a on a.id = rt.admin_id
      where rt.paid_paise > 0 and a.email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
    `);
    // Each PG's receipt counters stand at the last number the seeded payments took.
    await tx.execute(sql`
      insert into receipt_counters (admin_id, year, last_sequence)
      select p.admin_id, p.receipt_year, max(p.receipt_sequence)
      from payments p join admins a on a.id = p.admin_id
      where a.email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
      group by p.admin_id, p.receipt_year
    `);
    await tx.execute(sql`
      insert into change_stamps (admin_id)
      select id from admins where email like ${`${shape.emailPrefix}%@${shape.emailDomain}`}
      on conflict (admin_id) do update set rooms_changed_at = clock_timestamp(), tenants_changed_at = clock_timestamp()
    `);
  });

  await sealPlainIdentities(db, vault);
  // Fresh statistics, so the planner sees the seeded sizes (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
  const ids = (await db.execute(
    sql`select id from admins where email like ${`${shape.emailPrefix}%@${shape.emailDomain}`} order by email`,
  )) as unknown as { rows: { id: string }[] };
  return { adminIds: ids.rows.map((r) => r.id) };
}
