import { expect, test, type Page } from '@playwright/test';
import { seedDemoPg } from '../fixtures/demo-pg';
import type { PgSeed } from '../fixtures/pg-seed';
import { saveScreenshot } from '../fixtures/ui';

/**
 * Nivas on a phone (390 × 844) with a PG the size of the demo profile: 24 rooms, 60 tenants.
 * Lists are compact rows, every target takes a thumb, no screen scrolls sideways, every screen
 * names itself in the title, forms say everything at once, and a pull refreshes.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let demo: Awaited<ReturnType<typeof seedDemoPg>>;
let seed: PgSeed;

test.beforeAll(async ({ request }) => {
  demo = await seedDemoPg(request);
  seed = demo.seed;
});

/** The main screens, each with the words its title starts with. */
const mainScreens = () => {
  const tenant = demo.tenants[0]!;
  const room = demo.rooms.find((r) => r.roomNumber === '001')!;
  return [
    { path: '/dashboard', title: 'Dashboard' },
    { path: '/rooms', title: 'Rooms' },
    { path: `/rooms/details/${room._id}`, title: 'Room 001' },
    { path: '/tenants', title: 'Tenants' },
    { path: `/tenants/${tenant._id}`, title: tenant.name },
    { path: '/rents', title: 'Rent Records' },
    { path: '/rent-management', title: 'Rent Management' },
    { path: '/settings', title: 'Settings' },
    { path: '/profile', title: 'Profile' },
    { path: '/tenant-onboarding', title: 'Tenant Onboarding' },
  ];
};

async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lists and figures arrive after the heading: wait until nothing is loading.
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Every visible link and button (and tab) smaller than 44 × 44 px. A link stretched over its
 * card or row by an `::after` (the row opens the record) is as large as what it covers.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector = 'a[href], button, [role="button"], [role="tab"], summary';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // Visually hidden until focused (the skip link): measured when it shows, below.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      let { width, height } = box;
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = element.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') {
          holder = holder.parentElement;
        }
        if (holder) {
          const covered = holder.getBoundingClientRect();
          width = Math.max(width, covered.width);
          height = Math.max(height, covered.height);
        }
      }
      // Half a pixel of rounding is not a smaller target.
      if (width < 43.5 || height < 43.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        found.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return found;
  });
}

test('the tenants list of 60 is compact rows, at most 3,000 px tall, each opening the tenant', async ({
  page,
}) => {
  await seed.open(page, '/tenants');
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows).toHaveCount(60);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(3000);
  // The search box shares its line with the filter: its hint is short enough to be read whole.
  const search = page.getByRole('searchbox', { name: 'Search tenants' });
  await expect(search).toHaveAttribute('placeholder', 'Name or phone');
  const room = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const inside =
      input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, inside };
  });
  expect(room.text).toBeLessThanOrEqual(room.inside);
  await saveScreenshot(page, 'phone-tenants');

  const first = demo.tenants.toSorted((a, b) => a.name.localeCompare(b.name))[0]!;
  // One tap calls; the rest of the row opens the tenant's page.
  await expect(
    rows.first().getByRole('link', { name: `Call ${first.name} on ${first.phone}` }),
  ).toHaveAttribute('href', `tel:${first.phone}`);
  await rows.first().getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${first._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('no main screen needs sideways scrolling, and each has its own title', async ({ page }) => {
  await seed.open(page, '/dashboard');
  const titles = new Set<string>();
  for (const { path, title } of mainScreens()) {
    await openScreen(page, path);
    await expect(page).toHaveTitle(`${title} · Mehta Residency`);
    titles.add(await page.title());
    const wide = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const sideways = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)}`);
      return { page: document.documentElement.scrollWidth - viewport, sideways };
    });
    expect(wide.page, path).toBeLessThanOrEqual(0);
    expect(wide.sideways, path).toEqual([]);
  }
  expect(titles.size).toBe(mainScreens().length);
});

test('paging fits one line on a phone', async ({ page }) => {
  // Sixty first rents: two pages of fifty.
  await seed.open(page, '/rents');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 2');
  const previous = (await pager.getByRole('button', { name: 'Previous' }).boundingBox())!;
  const next = (await pager.getByRole('button', { name: 'Next' }).boundingBox())!;
  expect(next.y).toBe(previous.y);
  expect((await pager.boundingBox())!.height).toBeLessThanOrEqual(48);
});

test('every visible link and button on the main screens is at least 44 × 44 px', async ({
  page,
}) => {
  await seed.open(page, '/dashboard');
  const problems: string[] = [];
  for (const { path } of mainScreens()) {
    await openScreen(page, path);
    problems.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
  }
  // The skip link, as it shows once focused.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await skip.focus();
  await expect(skip).toBeFocused();
  problems.push(...(await smallTargets(page)).map((target) => `skip link: ${target}`));
  // The sheet behind More, and the account menu.
  await openScreen(page, '/dashboard');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
  problems.push(...(await smallTargets(page)).map((target) => `More: ${target}`));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toBeVisible();
  problems.push(...(await smallTargets(page)).map((target) => `Account menu: ${target}`));
  expect(problems).toEqual([]);
});

test('the screens that matter open on the money: the dashboard and rent management', async ({
  page,
}) => {
  await seed.open(page, '/dashboard');
  const owed = page.getByRole('region', { name: 'Owed today' });
  await expect(owed).toBeVisible();
  const overdue = page.getByRole('region', { name: /Overdue Rents/ });
  const counts = page.getByRole('region', { name: 'Your PG at a glance' });
  const top = async (region: typeof owed) => (await region.boundingBox())!.y;
  expect(await top(owed)).toBeLessThan(await top(overdue));
  expect(await top(overdue)).toBeLessThan(await top(counts));
  await saveScreenshot(page, 'phone-dashboard');

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Rents' })
    .click();
  await expect(page).toHaveURL(/\/rent-management$/);
  await expect(page.getByRole('button', { name: 'Generate next month' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bulk actions' })).toHaveCount(0);
  // The first screen shows dues with Pay, within a thumb's reach.
  const firstPay = page.getByRole('button', { name: /^Pay: / }).first();
  await expect(firstPay).toBeInViewport();
  await saveScreenshot(page, 'phone-rent-management');
});

test('the tenant form shows all its errors on the first submit, the first one focused', async ({
  page,
}) => {
  await seed.open(page, '/tenants/add');
  await page.getByLabel('ID proof number').fill('1234');
  await page.getByLabel(/Date of birth/).fill('2099-01-01');
  await page.getByLabel('Joining date').fill('2099-01-01');
  await page.getByRole('button', { name: 'Save Tenant' }).click();

  const form = page.getByRole('main');
  for (const message of [
    'Room is required',
    'Bed number is required',
    'The joining date cannot be more than a year from today.',
    'Name is required',
    'Phone is required',
    'Date of birth cannot be in the future',
    'Aadhaar number must be 12 digits',
  ]) {
    await expect(form.getByText(message, { exact: true }), message).toBeVisible();
  }
  await expect(page.getByLabel('Room', { exact: true })).toBeFocused();

  // Each field brings up the keyboard it needs.
  const keyboards = {
    'Phone number': ['numeric', 'tel'],
    'ID proof number': ['numeric', null],
    'Contact phone (optional)': ['numeric', 'tel'],
    'Own monthly rent (optional)': ['decimal', 'number'],
    'Email address (optional)': ['email', 'email'],
  } as const;
  for (const [label, [inputMode, type]] of Object.entries(keyboards)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute('inputmode', inputMode);
    if (type) await expect(field, label).toHaveAttribute('type', type);
  }
});

test('pull to refresh asks the server again without reloading the page', async ({ page }) => {
  await seed.open(page, '/tenants');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(60);
  await expect(page.getByRole('button', { name: 'Updated just now' })).toBeVisible();
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  const asked = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/v1/tenants' && request.method() === 'GET',
  );
  const touch = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 200, y }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(150) });
  for (let y = 170; y <= 450; y += 20) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  }
  await expect(page.getByText('Release to refresh')).toBeVisible();
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await asked;
  await expect(page.getByText('Release to refresh')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Updated just now' })).toBeVisible();
  // The app's own refresh: the page was not reloaded by the browser's pull.
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  // And a short pull does nothing.
  let again = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/tenants') again = true;
  });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(150) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(190) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(500);
  expect(again).toBe(false);
});

test('sign-in and registration fields tell the phone what to fill in', async ({ browser }) => {
  // Signed out: a context of its own, without the demo owner's token.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel('Email address')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await page.goto('/register');
  const fields = {
    'Your name': 'name',
    'Phone number': 'tel-national',
    'Email address': 'email',
    'PG name': 'organization',
  } as const;
  for (const [label, autocomplete] of Object.entries(fields)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveAttribute(
      'autocomplete',
      autocomplete,
    );
  }
  for (const field of await page.locator('input[type="password"]').all()) {
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
  }
  await context.close();
});

test('a payment dated after today is refused beside its field, before anything is saved', async ({
  page,
}) => {
  await seed.open(page, '/rents/add');
  await page.getByLabel('Mark as Paid').check();
  const paymentDate = page.getByLabel('Payment date');
  await paymentDate.fill('2099-01-01');
  await page.getByRole('button', { name: 'Save Rent Record' }).click();
  await expect(
    page.getByText('The payment date cannot be in the future: use today or an earlier day.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/rents\/add$/);
});

test('a rent record past its due date says how late, where the row has no due date', async ({
  page,
}) => {
  // Every demo tenant's first rent fell due on their joining day, 60 days ago.
  await seed.open(page, '/rents');
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows.first()).toContainText('60 days overdue');
  await expect(page.getByRole('main').getByText('Pending', { exact: true })).toHaveCount(0);
});
