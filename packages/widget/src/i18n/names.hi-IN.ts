import type { Names } from './i18n.ts';

/**
 * The Hindi names of the catalogue's categories and cities, by slug, and of the cities' states, by
 * the API's name. The API names them in English; one not listed here (a category a host made, a city
 * added later) keeps the API's name. Part of the hi-IN chunk: English pages never load it.
 */
export const namesHiIN: Names = {
  category: {
    music: 'संगीत',
    comedy: 'कॉमेडी',
    theatre: 'रंगमंच',
    workshops: 'कार्यशालाएँ',
    sports: 'खेल',
    'food-drink': 'खान-पान',
    kids: 'बच्चों के लिए',
    festivals: 'उत्सव',
  },
  city: {
    nagpur: 'नागपुर',
    mumbai: 'मुंबई',
    pune: 'पुणे',
    bengaluru: 'बेंगलुरु',
    delhi: 'दिल्ली',
    'new-delhi': 'नई दिल्ली',
    hyderabad: 'हैदराबाद',
    chennai: 'चेन्नई',
    kolkata: 'कोलकाता',
    ahmedabad: 'अहमदाबाद',
    jaipur: 'जयपुर',
  },
  state: {
    Maharashtra: 'महाराष्ट्र',
    Karnataka: 'कर्नाटक',
    Delhi: 'दिल्ली',
    Telangana: 'तेलंगाना',
    'Tamil Nadu': 'तमिलनाडु',
    'West Bengal': 'पश्चिम बंगाल',
    Gujarat: 'गुजरात',
    Rajasthan: 'राजस्थान',
  },
};
