import type { Catalogue } from '../en';
import { count } from './helpers';

/** The dashboard. In Hindi, typed as the English catalogue's sections. */

export const dashboard: Catalogue['dashboard'] = {
  title: 'डैशबोर्ड',
  welcome: (name) => `नमस्ते, ${name}`,
  pgLabel: 'आपका PG',
  refresh: 'आँकड़े ताज़ा करें',
  refreshing: 'ताज़ा हो रहा है...',
  loading: 'डैशबोर्ड लोड हो रहा है...',
  statsTitle: 'आपका PG एक नज़र में',
  loadFailed: 'डैशबोर्ड की जानकारी लोड नहीं हो सकी',
  percent: (value) => `${value}%`,
  cards: {
    totalRooms: 'कुल कमरे',
    fullyOccupied: 'पूरे भरे',
    partiallyOccupied: 'कुछ भरे',
    vacant: 'खाली',
    totalTenants: 'कुल किरायेदार',
    occupancyRate: 'बिस्तर भरे',
    bedsTaken: (occupied, total) => `${total} में से ${occupied} बिस्तर भरे`,
    pendingRents: 'बाकी किराए',
    pendingAmount: (amount) => `${amount} वसूलना है, शुल्क मिलाकर`,
    pendingOverdue: (n) => `${n} बकाया`,
    vacantRooms: 'खाली कमरे',
    vacancyRate: 'कमरे खाली',
    roomsEmpty: (vacant, total) => `${total} में से ${count(vacant, 'कमरा', 'कमरे')} खाली`,
  },
  quickActions: {
    title: 'झटपट काम',
    addRoom: 'कमरा जोड़ें',
    addRoomHint: 'कमरा, उसके बिस्तर और किराया',
    addTenant: 'किरायेदार जोड़ें',
    addTenantHint: 'किसी को बिस्तर दें',
    addRent: 'किराया रिकॉर्ड जोड़ें',
    addRentHint: 'देय किराया दर्ज करें',
  },
  rentStatus: {
    title: 'किराए की स्थिति',
    overdue: 'बकाया किराए',
    upcoming: 'आने वाले किराए',
    upcomingHint: 'अगले 30 दिनों में देय',
    count: (n) => `कुल ${n}`,
    viewAllOverdue: 'सारे बकाया किराए देखें',
    viewAllUpcoming: 'सारे किराए देखें',
    noOverdue: 'कोई किराया बकाया नहीं। सबने समय पर दिया है।',
    noUpcoming: 'अगले 30 दिनों में कोई किराया देय नहीं।',
    dueOn: (date) => `${date} को देय`,
    owedOf: (due, amount) => `${amount} में से ${due} बाकी`,
    ofAmount: (amount) => `${amount} में से`,
  },
  owedToday: {
    title: 'आज तक बाकी',
    detail: (overdue, total) =>
      `${count(overdue, 'किराया', 'किराए')} बकाया · शुल्क मिलाकर कुल ${total} वसूलना है`,
    collect: 'किराया वसूलें',
  },
  empty: {
    title: 'Nivas में आपका स्वागत है',
    message: 'आपका PG तैयार है। पहले कमरे जोड़ें, फिर किरायेदार; उनके किराए यहाँ दिखने लगेंगे।',
    addFirstRoom: 'पहला कमरा जोड़ें',
  },
};
