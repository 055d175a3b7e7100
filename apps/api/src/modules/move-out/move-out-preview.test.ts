import { describe, expect, it } from 'vitest';
import { accountOf, previewOf, setUpMoveOutApp, tenantWithDeposit } from './move-out-test-setup';

/** The move-out preview: the house rules line by line, written nowhere, and what it refuses. */
setUpMoveOutApp();

describe('GET /api/v1/tenants/{id}/move-out/preview', () => {
  it('states the house rules line by line and ends in a refund', async () => {
    const { tenant } = await tenantWithDeposit();
    const deductions = encodeURIComponent(JSON.stringify([{ reason: 'Lost key', amount: 300 }]));
    const preview = await previewOf(
      tenant._id,
      `noticeDate=2026-11-10&vacateDate=2026-11-20&deductions=${deductions}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    // November's rent for 20 of 30 days; notice ends on 10 December, 20 days after leaving.
    expect(preview.json().data).toEqual({
      lines: [
        {
          kind: 'rent',
          label: 'Rent · November 2026, 20 days to the vacate date',
          amount: 4000,
          days: 20,
        },
        {
          kind: 'notice',
          label: 'Notice short by 20 days (30 days required)',
          amount: 4000,
          days: 20,
        },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
        { kind: 'deduction', label: 'Lost key', amount: 300 },
      ],
      depositHeld: 10_000,
      refund: 1200,
      owed: 0,
    });
  });

  it('writes nothing', async () => {
    const { tenant } = await tenantWithDeposit();
    const before = await accountOf(tenant._id);
    await previewOf(tenant._id, 'noticeDate=2026-11-10&vacateDate=2026-11-20');
    expect(await accountOf(tenant._id)).toEqual(before);
  });

  it.each([
    ['2026-11-21', '2026-11-20', 'Notice date cannot be after the vacate date'],
    ['2026-10-01', '2026-10-31', 'Vacate date cannot be before the joining date'],
  ])('refuses notice %s and vacate %s (400)', async (noticeDate, vacateDate, error) => {
    const { tenant } = await tenantWithDeposit();
    const refused = await previewOf(
      tenant._id,
      `noticeDate=${noticeDate}&vacateDate=${vacateDate}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT', error });
  });

  it('refuses deductions that are not a list of reasons and amounts (400)', async () => {
    const { tenant } = await tenantWithDeposit();
    for (const deductions of ['not-json', '[{"reason":"","amount":100}]', '[{"reason":"Key"}]']) {
      const refused = await previewOf(
        tenant._id,
        `noticeDate=2026-11-10&vacateDate=2026-11-20&deductions=${encodeURIComponent(deductions)}`,
      );
      expect(refused.statusCode, deductions).toBe(400);
    }
  });
});
