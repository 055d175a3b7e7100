import { describe, expect, it } from 'vitest';
import { depositHeld, depositProblem, depositProblemMessage } from './deposit';

describe('depositHeld', () => {
  it('is collected less deducted and refunded; voided entries do not count', () => {
    expect(
      depositHeld([
        { kind: 'collect', amount: 1_000_000 },
        { kind: 'collect', amount: 200_000 },
        { kind: 'deduct', amount: 150_000 },
        { kind: 'refund', amount: 500_000 },
        { kind: 'refund', amount: 100_000, voided: true },
      ]),
    ).toBe(550_000);
    expect(depositHeld([])).toBe(0);
  });
});

describe('depositProblem', () => {
  it.each([
    ['collect any positive amount', 'collect', 500_000, 0, null],
    ['deduct part of what is held', 'deduct', 100_000, 500_000, null],
    ['refund all that is held', 'refund', 500_000, 500_000, null],
    ['refund more than is held', 'refund', 500_001, 500_000, 'OVER_DEPOSIT_HELD'],
    ['deduct with nothing held', 'deduct', 100, 0, 'OVER_DEPOSIT_HELD'],
    ['zero', 'collect', 0, 0, 'NOT_POSITIVE'],
  ] as const)('%s', (_name, kind, amount, held, problem) => {
    expect(depositProblem(kind, amount, held)).toBe(problem);
  });
});

describe('depositProblemMessage', () => {
  it('names what is held', () => {
    expect(depositProblemMessage('OVER_DEPOSIT_HELD', 550_050)).toBe(
      'Amount cannot be more than the deposit held (₹5,500.50)',
    );
    expect(depositProblemMessage('NOT_POSITIVE', 0)).toBe('Amount must be more than 0');
  });
});
