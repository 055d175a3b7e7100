import type { Catalogue } from '../en';
import { format, count } from './helpers';

/**
 * A tenant's language, and the link to their own page that opens without signing in (issue 17). In
 * Hindi, typed as the English catalogue's sections.
 */

export const tenantLanguage: Catalogue['tenantLanguage'] = {
  label: 'रसीद और रिमाइंडर की भाषा',
  hint: 'किरायेदार के WhatsApp रिमाइंडर, रसीदें और उनका अपना पन्ना इसी भाषा में होंगे।',
  names: { en: 'अंग्रेज़ी', hi: 'हिंदी' },
};

export const tenantLink: Catalogue['tenantLink'] = {
  title: 'किरायेदार का अपना लिंक',
  description:
    'किरायेदार के लिए एक निजी पन्ना: उनका बकाया, भुगतान, रसीदें और आपका UPI QR, बिना लॉग इन के।',
  send: 'लिंक WhatsApp पर भेजें',
  sending: 'WhatsApp खुल रहा है...',
  copy: 'नया लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया',
  copyFailed: 'लिंक कॉपी नहीं हो सका',
  createFailed: 'लिंक नहीं बन सका',
  revoke: 'लिंक बंद करें',
  revokeTitle: 'इस किरायेदार के सारे लिंक बंद करें?',
  revokeDescription:
    'इस किरायेदार को भेजा हर लिंक, WhatsApp पर भेजी रसीदें भी, काम करना बंद कर देगा। बाद में आप नया लिंक भेज सकते हैं।',
  revoking: 'बंद हो रहा है...',
  revoked: (n) =>
    `${count(n, 'लिंक', 'लिंक')} बंद ${format.plural(n, { one: 'हो गया', other: 'हो गए' })}`,
  revokeFailed: 'लिंक बंद नहीं हो सके',
};

export const sharedAccount: Catalogue['sharedAccount'] = {
  title: 'आपका हिसाब',
  loading: 'आपका हिसाब लोड हो रहा है...',
  failed: 'आपका हिसाब लोड नहीं हो सका',
  notFoundTitle: 'यह लिंक काम नहीं कर रहा',
  notFound:
    'हो सकता है आपके PG ने इसे बंद कर दिया हो, या पता गलत लिखा गया हो। अपने PG मालिक से नया लिंक माँगें।',
  greeting: (name) => `नमस्ते, ${name}`,
  phone: 'फ़ोन',
  room: (room, floor) => `कमरा ${room}, मंज़िल ${floor}`,
  bed: (bed) => `बिस्तर ${bed}`,
  idProof: (type, number) => `${type} ${number}`,
  totals: { due: 'अभी देना है', overdue: 'बकाया', upcoming: 'आने वाला' },
  dues: 'आपको कितना देना है',
  noDues: 'कुछ भी बाकी नहीं। धन्यवाद!',
  dueOn: (date) => `${date} को देय`,
  paidOf: (paid, amount) => `${amount} में से ${paid} चुकाए`,
  statuses: {
    Pending: 'बाकी',
    'Partially Paid': 'कुछ चुकाया',
    Overdue: 'बकाया',
    Paid: 'चुकता',
    Cancelled: 'रद्द',
  },
  payments: 'भुगतान और रसीदें',
  noPayments: 'अभी कोई भुगतान नहीं।',
  receipt: 'रसीद',
  receiptFor: (receiptNumber) => `रसीद ${receiptNumber}`,
  pdf: 'PDF',
  voided: 'रद्द',
  payTo: (payee) => `${payee} को UPI से भुगतान करें`,
  private: 'यह पन्ना सिर्फ़ आपके लिए है: इसका लिंक किसी और को न भेजें।',
};
