import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [50, 'Fifty Paise Only', 'पचास पैसे मात्र'],
    [5_200_00, 'Rupees Five Thousand Two Hundred Only', 'पाँच हज़ार दो सौ रुपये मात्र'],
    [1_00_000_00, 'Rupees One Lakh Only', 'एक लाख रुपये मात्र'],
    [
      12_34_567_89,
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
      'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र',
    ],
    [0, 'Rupees Zero Only', 'शून्य रुपये मात्र'],
    [1, 'One Paisa Only', 'एक पैसा मात्र'],
    [100, 'Rupee One Only', 'एक रुपया मात्र'],
    [101, 'Rupee One and One Paisa Only', 'एक रुपया और एक पैसा मात्र'],
    [6_000_00, 'Rupees Six Thousand Only', 'छह हज़ार रुपये मात्र'],
    [
      99_999_99,
      'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
      'निन्यानबे हज़ार नौ सौ निन्यानबे रुपये और निन्यानबे पैसे मात्र',
    ],
    [1_00_00_000_00, 'Rupees One Crore Only', 'एक करोड़ रुपये मात्र'],
    [
      1_23_45_67_890_00,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only',
      'एक सौ तेईस करोड़ पैंतालीस लाख सड़सठ हज़ार आठ सौ नब्बे रुपये मात्र',
    ],
    [10_010_00, 'Rupees Ten Thousand Ten Only', 'दस हज़ार दस रुपये मात्र'],
    [2_05_000_00, 'Rupees Two Lakh Five Thousand Only', 'दो लाख पाँच हज़ार रुपये मात्र'],
  ])('%i paise: %s / %s', (paise, english, hindi) => {
    expect(amountInWords(paise, 'en')).toBe(english);
    expect(amountInWords(paise, 'hi')).toBe(hindi);
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(12.5, 'en')).toThrow(RangeError);
    expect(() => amountInWords(-100, 'hi')).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  // Hindi numbers below a hundred are words of their own: a table, checked at every tenth and
  // at the irregular ones before each tenth.
  it.each([
    [11, 'ग्यारह'],
    [19, 'उन्नीस'],
    [29, 'उनतीस'],
    [39, 'उनतालीस'],
    [44, 'चौवालीस'],
    [49, 'उनचास'],
    [59, 'उनसठ'],
    [67, 'सड़सठ'],
    [69, 'उनहत्तर'],
    [79, 'उनासी'],
    [89, 'नवासी'],
    [90, 'नब्बे'],
    [95, 'पंचानबे'],
    [99, 'निन्यानबे'],
  ])('%i in Hindi is %s', (n, word) => {
    expect(numberInWords(n, 'hi')).toBe(word);
  });

  it.each([
    [21, 'Twenty One'],
    [40, 'Forty'],
    [115, 'One Hundred Fifteen'],
    [1_00_001, 'One Lakh One'],
  ])('%i in English is %s', (n, words) => {
    expect(numberInWords(n, 'en')).toBe(words);
  });
});
