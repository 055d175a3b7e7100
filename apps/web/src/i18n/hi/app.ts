import type { Catalogue } from '../en';
import { count } from './helpers';

/**
 * The frame around every screen: the language switch, navigation, forms, loading states, the
 * installed app. In Hindi, typed as the English catalogue's sections.
 */

export const language: Catalogue['language'] = {
  label: 'भाषा',
  names: { en: 'English', hi: 'हिंदी' },
  saveFailed: 'आपकी भाषा खाते में सहेजी नहीं जा सकी; अभी यह सिर्फ़ इसी डिवाइस पर बदली है।',
};

export const app: Catalogue['app'] = {
  name: 'Nivas',
  tagline: 'आपके PG के कमरे, किरायेदार और किराया',
  loading: 'लोड हो रहा है...',
  notifications: 'सूचनाएँ',
  toastTimer: 'इस सूचना का बचा समय',
  skipToContent: 'सीधे मुख्य हिस्से पर जाएँ',
};

export const nav: Catalogue['nav'] = {
  main: 'मुख्य',
  dashboard: 'डैशबोर्ड',
  rooms: 'कमरे',
  tenants: 'किरायेदार',
  rentManagement: 'किराया वसूली',
  reminders: 'रिमाइंडर',
  profileMenu: 'खाता मेन्यू',
  profileMenuOf: (name) => `${name}, खाता मेन्यू`,
  profile: 'प्रोफ़ाइल',
  settings: 'सेटिंग्स',
  signOut: 'लॉग आउट',
};

export const pager: Catalogue['pager'] = {
  label: 'पन्ने',
  previous: 'पिछला',
  next: 'अगला',
  status: (page, pages, total) =>
    `पन्ना ${page} / ${pages} · कुल ${count(total, 'रिकॉर्ड', 'रिकॉर्ड')}`,
};

export const form: Catalogue['form'] = {
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  required: 'ज़रूरी',
};

export const passwordStrength: Catalogue['passwordStrength'] = {
  label: 'पासवर्ड कितना मज़बूत है:',
  labels: ['बहुत कमज़ोर', 'कमज़ोर', 'ठीक-ठाक', 'अच्छा', 'मज़बूत'],
  tooShort: (min) => `बहुत छोटा है: कम से कम ${min} अक्षर रखें।`,
  checking: 'जाँच हो रही है...',
  unavailable: 'यहाँ जाँच नहीं हो सकी; सहेजते समय जाँच होगी।',
  common: 'यह सबसे आम पासवर्ड में से एक है। कोई दूसरा चुनें।',
  advice:
    'इसका अंदाज़ा लगाना आसान है: तीन-चार अलग-अलग शब्द जोड़ें, या कम इस्तेमाल होने वाले शब्द, अंक और चिह्न डालें।',
  accepted: 'इतना मज़बूत है कि अंदाज़ा लगाना मुश्किल है।',
};

export const common: Catalogue['common'] = {
  cancel: 'रहने दें',
  edit: 'बदलें',
  delete: 'हटाएँ',
  deleting: 'हटाया जा रहा है...',
  close: 'बंद करें',
  optional: (label) => `${label} (ज़रूरी नहीं)`,
};

export const undo: Catalogue['undo'] = {
  action: 'वापस लें',
  undoing: 'वापस लिया जा रहा है...',
  done: 'भुगतान वापस ले लिया: किराया फिर से बाकी है',
  failed: 'भुगतान वापस नहीं लिया जा सका',
};

export const loadState: Catalogue['loadState'] = {
  retry: 'फिर कोशिश करें',
  retrying: 'फिर कोशिश हो रही है...',
  httpStatus: (status) => `सर्वर ने गड़बड़ी ${status} बताई।`,
  staleSince: (time) => `${time} के बाद से ताज़ा नहीं हुआ — फिर कोशिश हो रही है`,
};

export const shell: Catalogue['shell'] = {
  bottomNav: 'ऐप के हिस्से',
  more: 'और',
  moreTitle: 'और विकल्प',
  account: 'खाता',
  documentTitle: (screen, place) => `${screen} · ${place}`,
  shortLabels: { rentManagement: 'किराया' },
  pullToRefresh: 'ताज़ा करने के लिए नीचे खींचें',
  releaseToRefresh: 'ताज़ा करने के लिए छोड़ दें',
  refreshing: 'ताज़ा हो रहा है...',
  updatedJustNow: 'अभी-अभी ताज़ा हुआ',
  updatedMinutesAgo: (minutes) => `${count(minutes, 'मिनट', 'मिनट')} पहले ताज़ा हुआ`,
  updatedAt: (time) => `${time} बजे ताज़ा हुआ`,
  updatedOn: (dateTime) => `${dateTime} ताज़ा हुआ`,
  call: (name, phone) => `${name} को ${phone} पर कॉल करें`,
};

export const pwa: Catalogue['pwa'] = {
  offline: 'ऑफ़लाइन',
  offlineDetail: 'यह फ़ोन पर आख़िरी बार खुली जानकारी है। इंटरनेट लौटने तक कुछ भी सेव नहीं हो सकता।',
  writeRefused: 'आप ऑफ़लाइन हैं, इसलिए यह सेव नहीं हुआ। इंटरनेट लौटने पर फिर कोशिश करें।',
  offlinePayment: 'आप ऑफ़लाइन हैं: इंटरनेट लौटने तक भुगतान दर्ज नहीं हो सकता।',
  updateReady: 'Nivas का नया संस्करण तैयार है।',
  reload: 'अपडेट के लिए फिर से खोलें',
  later: 'बाद में',
};
