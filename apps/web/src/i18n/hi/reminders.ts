import type { Catalogue } from '../en';
import { count } from './helpers';

/**
 * Receipts, the PG's UPI, reminders and the poster (issue 17). In Hindi, typed as the English
 * catalogue's sections.
 */

export const receipts: Catalogue['receipts'] = {
  numbered: (receiptNumber) => `रसीद ${receiptNumber}`,
  open: 'रसीद',
  openFor: (receiptNumber) => `रसीद ${receiptNumber} खोलें`,
  pdf: 'PDF',
  pdfFor: (receiptNumber) => `रसीद ${receiptNumber} की PDF डाउनलोड करें`,
  sendWhatsApp: 'रसीद WhatsApp पर भेजें',
  sending: 'WhatsApp खुल रहा है...',
  openFailed: 'रसीद खुल नहीं सकी',
  shareFailed: 'रसीद का लिंक नहीं बन सका',
  recordedTitle: 'भुगतान दर्ज हो गया',
  recorded: (amount, receiptNumber) => `${amount} दर्ज हो गए। रसीद ${receiptNumber} तैयार है।`,
  done: 'ठीक है',
};

export const upi: Catalogue['upi'] = {
  payTitle: 'UPI से भुगतान',
  qrAlt: (amount) => `${amount} चुकाने का UPI QR कोड`,
  posterQrAlt: 'PG का UPI QR कोड',
  openApp: 'UPI ऐप से भुगतान करें',
  scanHint: 'किसी भी UPI ऐप से स्कैन करें: रकम अपने-आप भर जाएगी।',
  dueAndUpcoming: (due, upcoming) => `${due} अभी देने हैं और ${upcoming} आगे की तारीख पर।`,
  upcomingOnly: 'अभी कुछ देना नहीं है: यह आगे आने वाली रकम पहले ही चुका देगा।',
  notSet: 'सेटिंग्स में अपना UPI ID जोड़ें, तो यहाँ QR कोड दिखेगा जिसे किरायेदार स्कैन कर सकें।',
  openSettings: 'सेटिंग्स खोलें',
  referenceHint: 'UPI के लिए: किरायेदार के ऐप में दिखा 12 अंकों का UPI ट्रांज़ैक्शन ID (UTR)।',
  referenceWarning: 'यह UPI ट्रांज़ैक्शन ID (12 अंक) जैसा नहीं लगता। जैसा लिखा है, वैसा ही दर्ज होगा।',
  referenceMissing:
    'UPI ट्रांज़ैक्शन ID (12 अंक) नहीं लिखा। इसके बिना भी दर्ज कर सकते हैं, पर बैंक स्टेटमेंट से मिलान में यह काम आता है।',
};

export const reminders: Catalogue['reminders'] = {
  title: 'रिमाइंडर',
  subtitle: 'जल्द देय और बकाया रकम, सबसे पुरानी सबसे ऊपर। अपने ही फ़ोन से भेजें।',
  loading: 'रिमाइंडर लोड हो रहे हैं...',
  loadFailed: 'रिमाइंडर लोड नहीं हो सके',
  empty: (days) =>
    `याद दिलाने को कोई नहीं: न कुछ बकाया है, न अगले ${count(days, 'दिन', 'दिन')} में कुछ देय है।`,
  allReminded: 'सूची में सबको आज याद दिला दिया गया है।',
  hideReminded: 'जिन्हें आज याद दिला दिया, उन्हें छिपाएँ',
  count: (shown, total) =>
    shown === total ? `${total} को याद दिलाना है` : `${total} में से ${shown} दिख रहे हैं`,
  oneByOne: 'एक-एक करके',
  wholeList: 'पूरी सूची',
  position: (index, total) => `${total} में से ${index}`,
  previous: 'पिछला',
  next: 'अगला किरायेदार',
  overdueBy: (days) => `${count(days, 'दिन', 'दिन')} से बकाया`,
  dueOn: (date) => `${date} को देय`,
  roomBed: (room, bed) => (bed === null ? `कमरा ${room}` : `कमरा ${room} · बिस्तर ${bed}`),
  language: (name) => `${name} में मैसेज`,
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  call: 'कॉल',
  sendVia: (channel, name) => `${channel}: ${name} को याद दिलाएँ`,
  remindedToday: 'आज याद दिला दिया',
  lastReminded: (date) => `पिछली बार ${date} को याद दिलाया`,
  showQr: 'UPI QR',
  hideQr: 'QR छिपाएँ',
  markFailed: 'रिमाइंडर भेज दिया गया, पर भेजा हुआ दर्ज नहीं हो सका',
};

export const poster: Catalogue['poster'] = {
  title: 'यहाँ किराया भरें',
  open: '“यहाँ किराया भरें” पोस्टर छापें',
  print: 'पोस्टर छापें',
  back: 'सेटिंग्स पर वापस',
  scan: 'किसी भी UPI ऐप से स्कैन करें',
  upiId: (upiId) => `UPI ID: ${upiId}`,
  noUpi: 'पहले सेटिंग्स में अपना UPI ID जोड़ें: पोस्टर पर उसी का QR कोड छपता है।',
  hint: 'इसे A4 पर छापें और नोटिस बोर्ड पर लगाएँ। रकम किरायेदार खुद भरेंगे।',
};
