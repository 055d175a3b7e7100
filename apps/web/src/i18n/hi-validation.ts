import type { FormIssue } from './en';

/*
 * A form field's failed check in Hindi. The domain's contracts word their checks in English,
 * the words the API answers too ("Rent amount must be at most 10000000"); a Hindi form says
 * the same from the issue's kind and bounds. It stands under the field it is about, so it
 * need not repeat the field's name.
 */

const hasDevanagari = /[\u0900-\u097F]/;

const required = 'यह भरना ज़रूरी है';

/**
 * Checks the contracts word by hand (refinements, zod's `custom` issues), known by the English
 * words the domain gives them.
 */
const customChecks: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/do not match/, () => 'दोनों पासवर्ड एक जैसे नहीं हैं'],
  [/is required|needs a reason/, () => required],
  [/control characters/, () => 'इसमें ऐसे चिह्न हैं जो यहाँ नहीं लिखे जा सकते'],
  [/at most two decimals/, () => 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक'],
  [/must be more than 0/, () => '0 से ज़्यादा होना चाहिए'],
  [/must be 0 or more/, () => '0 या उससे ज़्यादा होना चाहिए'],
  [/must be at most ([\d.]+)/, (m) => `${m[1]} से ज़्यादा नहीं हो सकता`],
  [/must be a number/, () => 'सिर्फ़ अंक लिखें'],
  [/must be between (\d+) and (\d+)/, (m) => `${m[1]} से ${m[2]} के बीच होना चाहिए`],
  [/must be a date/, () => 'सही तारीख़ लिखें'],
  [/Due date cannot be before/, () => 'देय तिथि इस तारीख़ से पहले नहीं हो सकती'],
  [/Aadhaar number must be 12 digits/, () => 'आधार नंबर 12 अंकों का होना चाहिए'],
  [/Choose a bed/, () => 'इस कमरे का बिस्तर चुनें'],
  [/must not repeat/, () => 'कोई सुविधा दो बार नहीं हो सकती'],
  [/known time zone/, () => 'कोई जाना-पहचाना समय क्षेत्र चुनें'],
  [/month and year/, () => 'महीना और साल दोनों लिखें, या कोई नहीं'],
  [/must look like name@bank/, () => 'UPI ID नाम@बैंक जैसा होता है, जैसे sunrisepg@okhdfcbank'],
  [/has unknown placeholders: (.+)$/, (m) => `अनजान नाम: ${m[1]}। नीचे दी सूची वाले नाम ही लिखें।`],
];

const bound = (value: number | bigint | undefined) => String(value ?? '');

export function hindiIssue(issue: FormIssue): string {
  // Words the form itself wrote, from the catalogue, are Hindi already.
  if (hasDevanagari.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return required;
      if (issue.expected === 'int') return 'पूरी संख्या लिखें, दशमलव के बिना';
      if (issue.expected === 'number') return 'सिर्फ़ अंक लिखें';
      return 'यह सही रूप में नहीं है';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1 ? required : `कम से कम ${bound(issue.minimum)} अक्षर`;
      }
      return `कम से कम ${bound(issue.minimum)} होना चाहिए`;
    case 'too_big':
      if (issue.origin === 'string') return `ज़्यादा से ज़्यादा ${bound(issue.maximum)} अक्षर`;
      if (issue.origin === 'array') return `ज़्यादा से ज़्यादा ${bound(issue.maximum)}`;
      return `${bound(issue.maximum)} से ज़्यादा नहीं हो सकता`;
    case 'invalid_format':
      if (issue.format === 'email') return 'सही ईमेल पता लिखें';
      if (issue.format === 'uuid') return 'इनमें से एक चुनें';
      if (/10 digits/.test(issue.message)) return '10 अंकों का मोबाइल नंबर लिखें';
      return 'यह सही रूप में नहीं है';
    case 'invalid_value':
      return 'इनमें से एक चुनें';
    case 'custom':
      for (const [pattern, text] of customChecks) {
        const match = pattern.exec(issue.message);
        if (match) return text(match);
      }
      return 'यह जानकारी सही नहीं है';
    default:
      return 'यह जानकारी सही नहीं है';
  }
}
