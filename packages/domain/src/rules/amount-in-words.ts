import type { Paise } from '../money';
import type { TenantLanguage } from './tenant-language';

/**
 * An amount in words as an Indian receipt writes it, in the Indian system (thousand, lakh,
 * crore): 'Rupees Five Thousand Two Hundred Only', 'पाँच हज़ार दो सौ रुपये मात्र'. Written here
 * rather than taken from a library: the domain depends on zod alone, and Hindi numbers up to
 * ninety-nine are each a word of their own (उनतालीस, not "तीस नौ"), which only a full table gets
 * right.
 */

const EN_ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const EN_TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

/** 0 to 99 in Hindi: every number its own word. */
const HI_UP_TO_99 = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चौवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
] as const;

interface NumberWords {
  upTo99: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const EN: NumberWords = {
  upTo99: (n) => {
    if (n < 20) return EN_ONES[n]!;
    const ones = n % 10;
    return ones === 0 ? EN_TENS[n / 10]! : `${EN_TENS[Math.floor(n / 10)]} ${EN_ONES[ones]}`;
  },
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

const HI: NumberWords = {
  upTo99: (n) => HI_UP_TO_99[n]!,
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

/**
 * A whole number above zero in words, the Indian way: crores, lakhs, thousands, hundreds and
 * the rest. Crores above ninety-nine are themselves counted in the same system
 * (1,00,00,00,000 is 'One Hundred Crore').
 */
function wholeInWords(n: number, words: NumberWords): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crores > 0) parts.push(`${wholeInWords(crores, words)} ${words.crore}`);
  if (lakhs > 0) parts.push(`${words.upTo99(lakhs)} ${words.lakh}`);
  if (thousands > 0) parts.push(`${words.upTo99(thousands)} ${words.thousand}`);
  if (hundreds > 0) parts.push(`${words.upTo99(hundreds)} ${words.hundred}`);
  if (rest > 0) parts.push(words.upTo99(rest));
  return parts.join(' ');
}

/** A whole number in words the Indian way: 1,23,456 → 'One Lakh Twenty Three Thousand …'. */
export const numberInWords = (n: number, language: TenantLanguage): string =>
  n === 0 ? (language === 'hi' ? HI : EN).upTo99(0) : wholeInWords(n, language === 'hi' ? HI : EN);

/**
 * Paise in words for a receipt. English: 'Rupees Twelve Lakh … and Eighty Nine Paise Only',
 * 'Fifty Paise Only', 'Rupee One Only'. Hindi: 'बारह लाख … रुपये और नवासी पैसे मात्र',
 * 'पचास पैसे मात्र', 'एक रुपया मात्र'.
 */
export function amountInWords(paise: Paise, language: TenantLanguage): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError('An amount in words takes whole paise, 0 or more');
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === 'hi') {
    const rupeePart = `${numberInWords(rupees, 'hi')} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
    const paisePart = `${numberInWords(rest, 'hi')} ${rest === 1 ? 'पैसा' : 'पैसे'}`;
    if (rest === 0) return `${rupeePart} मात्र`;
    if (rupees === 0) return `${paisePart} मात्र`;
    return `${rupeePart} और ${paisePart} मात्र`;
  }
  const rupeePart = `${rupees === 1 ? 'Rupee' : 'Rupees'} ${numberInWords(rupees, 'en')}`;
  const paisePart = `${numberInWords(rest, 'en')} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rest === 0) return `${rupeePart} Only`;
  if (rupees === 0) return `${paisePart} Only`;
  return `${rupeePart} and ${paisePart} Only`;
}
