import type { Catalogue, CodeDetails } from '../en';
import { hindiDuration } from './helpers';
import { hindiIssue } from '../hi-validation';

/**
 * What went wrong: the connection test, the server's error codes, form checks. In Hindi, typed as
 * the English catalogue's sections.
 */

export const diagnostics: Catalogue['diagnostics'] = {
  title: 'कनेक्शन जाँच',
  subtitle: 'जाँचता है कि यह ऐप Nivas सर्वर तक पहुँच पा रहा है या नहीं।',
  runAgain: 'फिर से जाँचें',
  running: 'जाँच हो रही है...',
  backToLogin: 'लॉग इन पर वापस',
  backToDashboard: 'डैशबोर्ड पर वापस',
  backend: {
    title: 'सर्वर की स्थिति',
    reachable: 'पहुँच रहा है',
    unreachable: 'नहीं पहुँच रहा',
    checking: 'जाँच हो रही है...',
  },
  endpoints: {
    title: 'API की स्थिति',
    request: (path) => `GET ${path}`,
    health: 'सेहत की जाँच',
    debug: 'जाँच की जानकारी',
    ok: 'ठीक है',
    failed: 'नहीं चला',
    status: 'स्थिति',
    database: 'डेटाबेस',
    databaseUp: (kind) => `${kind}, पहुँच रहा है`,
    databaseDown: (kind) => `${kind}, नहीं पहुँच रहा`,
    environment: 'माहौल',
    version: 'वर्ज़न',
    uptime: 'कब से चल रहा है',
    uptimeValue: (seconds) => hindiDuration(seconds),
  },
  errors: {
    title: 'गड़बड़ियाँ',
    none: 'कोई गड़बड़ी नहीं। सबने जवाब दिया।',
    hintsTitle: 'ये करके देखें',
    hints: [
      'देखें कि Nivas सर्वर चल रहा है (npm start) और किसी गड़बड़ी से रुका नहीं है।',
      'यह पन्ना उसी पते से खोलें जो सर्वर चालू होते समय दिखाता है।',
      'अगर API किसी दूसरे होस्ट पर है, तो सर्वर पर CORS_ORIGINS में यह साइट जोड़ें।',
      'देखें कि फ़ोन या कंप्यूटर इंटरनेट या लोकल नेटवर्क से जुड़ा है।',
      'सर्वर वापस चालू होने पर पन्ना दोबारा लोड करें।',
    ],
    timeout: 'सर्वर ने जवाब देने में 15 सेकंड से ज़्यादा लगाए।',
    unexpectedAnswer: 'सर्वर ने जवाब दिया, पर उस रूप में नहीं जो यह ऐप समझता है।',
    unknown: 'जाँच किसी अनजान वजह से नहीं चली।',
    failedCheck: (what) => `${what} नहीं चली`,
    offline: 'यह डिवाइस ऑफ़लाइन है।',
  },
  info: {
    title: 'कनेक्शन की जानकारी',
    apiBaseUrl: 'API का पता',
    origin: 'यह साइट',
    online: 'ब्राउज़र का नेटवर्क',
    onlineYes: 'ऑनलाइन',
    onlineNo: 'ऑफ़लाइन',
    responseTime: (what) => `${what} में जवाब का समय`,
    milliseconds: (ms) => `${Math.round(ms)} ms`,
    notMeasured: 'नापा नहीं गया',
  },
};

export const errors: Catalogue['errors'] = {
  pageFailed: 'यह पन्ना खोलते समय कोई गड़बड़ हुई।',
  reload: 'दोबारा लोड करें',
  requestTimedOut: 'सर्वर ने जवाब देने में बहुत देर लगाई। फिर कोशिश करें।',
  cannotReachServer: 'सर्वर से संपर्क नहीं हो पा रहा — अपना इंटरनेट देखें',
  codes: {
    INVALID_INPUT: 'भेजी गई कुछ जानकारी सही नहीं है। फ़ॉर्म जाँचकर फिर भेजें।',
    UNAUTHORIZED: 'आप लॉग इन नहीं हैं: फिर से लॉग इन करें।',
    INVALID_CREDENTIALS: 'ईमेल या पासवर्ड गलत है',
    WRONG_CURRENT_PASSWORD: 'अभी का पासवर्ड गलत है',
    CURRENT_PASSWORD_REQUIRED: 'ईमेल बदलने के लिए अभी का पासवर्ड लिखें',
    COMMON_PASSWORD:
      'यह सबसे आम पासवर्ड में से एक है। कोई दूसरा चुनें: तीन-चार अलग-अलग शब्द मिलाकर मज़बूत पासवर्ड बनता है।',
    WEAK_PASSWORD:
      'इस पासवर्ड का अंदाज़ा लगाना आसान है। इसे लंबा करें: तीन-चार अलग-अलग शब्द, या कम इस्तेमाल होने वाले शब्द, अंक और चिह्न जोड़ें।',
    EMAIL_TAKEN: 'इस ईमेल से पहले ही एक खाता बना हुआ है',
    TOO_MANY_ATTEMPTS: 'बहुत बार गलत कोशिश हुई। एक मिनट रुककर फिर कोशिश करें।',
    NOT_FOUND: 'यह नहीं मिला: शायद हटा दिया गया है।',
    DUPLICATE_ROOM: 'इस नंबर का कमरा पहले से है',
    CAPACITY_BELOW_OCCUPANTS: 'कमरे में जितने किरायेदार रह रहे हैं, उससे कम लोगों की जगह नहीं रखी जा सकती।',
    CAPACITY_BELOW_TAKEN_BED: 'किसी किरायेदार के बिस्तर नंबर से कम बिस्तर नहीं रखे जा सकते।',
    ROOM_OCCUPIED: 'इस कमरे में अभी किरायेदार हैं: पहले उनसे कमरा खाली करवाएँ।',
    ROOM_FULL: 'यह कमरा पूरा भरा है',
    BED_OUT_OF_RANGE: 'इस नंबर का बिस्तर इस कमरे में नहीं है',
    BED_TAKEN: 'यह बिस्तर पहले से किसी का है',
    DUPLICATE_ID_PROOF: ({ duplicate }: CodeDetails) =>
      duplicate
        ? `${duplicate.name} का पहचान पत्र नंबर यही है`
        : 'इस पहचान पत्र नंबर का किरायेदार पहले से है',
    DUPLICATE_TENANT: ({ duplicate }: CodeDetails) =>
      duplicate
        ? `${duplicate.name} का ${duplicate.match === 'phone' ? 'फ़ोन नंबर' : 'पहचान पत्र नंबर'} यही है`
        : 'रह रहे किसी किरायेदार का फ़ोन नंबर यही है',
    LEAVING_DATE_REQUIRED: 'किरायेदार के जाने की तारीख़ लिखें।',
    BED_REQUIRED: 'कमरा और बिस्तर चुनें: रहने वाले किरायेदार को बिस्तर चाहिए।',
    DOB_IN_FUTURE: 'जन्म तिथि आज के बाद की नहीं हो सकती',
    INVALID_PHOTO: 'फ़ोटो JPEG या PNG होनी चाहिए',
    DUPLICATE_RENT: 'इस किरायेदार का इस अवधि का किराया रिकॉर्ड पहले से है',
    RENT_PERIOD_FIXED: 'किरायेदार, महीना और साल नहीं बदले जा सकते',
    ALREADY_PAID: 'यह किराया पहले ही चुकता है',
    NOT_POSITIVE: 'राशि 0 से ज़्यादा होनी चाहिए',
    OVER_BALANCE: 'राशि बाकी रकम से ज़्यादा नहीं हो सकती',
    BELOW_PAID: 'राशि पहले से चुकाई रकम से कम नहीं हो सकती',
    PAYMENT_RECORDED: 'यह किराया पहले ही चुकता है; दर्ज भुगतान वापस नहीं किए जा सकते',
    PAYMENT_VOIDED: 'यह भुगतान पहले ही रद्द हो चुका है।',
    PAYMENT_FROM_DEPOSIT: 'यह भुगतान कमरा खाली करते समय जमा राशि से हुआ था, इसलिए रद्द नहीं हो सकता।',
    RENT_HAS_PAYMENTS:
      'इस किराए पर या इसकी लेट फ़ीस पर भुगतान दर्ज हैं। पहले वे भुगतान रद्द करें, फिर किराया हटाएँ।',
    RENT_CANCELLED: 'किरायेदार के जाने पर यह किराया रद्द हो गया था',
    CHARGE_HAS_PAYMENTS: 'इस शुल्क पर भुगतान दर्ज हैं। पहले वे भुगतान रद्द करें, फिर इसे छोड़ें।',
    CHARGE_WAIVED: 'यह शुल्क पहले ही माफ़ हो चुका है।',
    OVER_DEPOSIT_HELD: 'राशि जमा राशि से ज़्यादा नहीं हो सकती',
    METER_READING_ORDER: 'रीडिंग कमरे की पिछली रीडिंग के बाद की होनी चाहिए, और उससे कम नहीं।',
    NO_ELECTRICITY_RATE: 'पहले सेटिंग्स में बिजली की दर तय करें: बिल उसी से बनता है।',
    MOVE_BEFORE_READING:
      'यह तारीख़ कमरे की पिछली मीटर रीडिंग से पहले की नहीं हो सकती: तब तक की बिजली बँट चुकी है।',
    TENANT_INACTIVE: 'यह किरायेदार पहले ही कमरा छोड़ चुका है।',
    VACATE_DATE_IN_FUTURE:
      'कमरा खाली होना उसी दिन या उसके बाद दर्ज होता है जिस दिन किरायेदार जाता है। आगे की तारीख़ का हिसाब देखा जा सकता है, दर्ज नहीं किया जा सकता।',
    IDENTITY_ERASED:
      'यह किरायेदार जा चुका है और उसकी पहचान की जानकारी मिटा दी गई है: फ़ोटो या ID कार्ड तभी जोड़ा जा सकता है जब वह वापस आए।',
    DEPOSIT_HELD:
      'इस किरायेदार की जमा राशि अभी रखी हुई है: हटाने से पहले उसे लौटाएँ या उसका हिसाब करें (कमरा छोड़ने की प्रक्रिया से हिसाब हो जाता है)।',
    PAYMENT_DATE_IN_FUTURE:
      'भुगतान की तारीख़ आज के बाद की नहीं हो सकती: आज की या उससे पहले की तारीख़ लिखें।',
    DATE_IN_FUTURE: 'तारीख़ आज के बाद की नहीं हो सकती: आज की या उससे पहले की तारीख़ लिखें।',
    JOINING_DATE_TOO_FAR: 'आने की तारीख़ आज से एक साल से ज़्यादा आगे की नहीं हो सकती।',
    PAYLOAD_TOO_LARGE: 'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा 2 MB।',
    URI_TOO_LONG: 'पता बहुत लंबा है।',
    UNSUPPORTED_MEDIA_TYPE: 'जो भेजा गया, सर्वर उसे पढ़ नहीं सकता।',
    INTERNAL: 'सर्वर पर कोई गड़बड़ हुई। फिर कोशिश करें।',
  },
};

export const validation: Catalogue['validation'] = {
  issue: hindiIssue,
};
