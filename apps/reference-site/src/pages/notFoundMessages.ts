import { defineMessages } from '@ticketkit/widget';

/** The not-found page's words, in its own chunk like a screen's messages.ts: the home page never carries them. */
export const notFoundMessages = defineMessages({
  'en-IN': {
    'notFound.description': 'We could not find that page. Search for an event or go back to the home page.',
    'notFound.heading': 'We couldn’t find that page',
    'notFound.body': 'The link may be old, or the event may have ended. Search for what you were looking for, or start from the',
    'notFound.home': 'home page',
    'notFound.searchLabel': 'Search events',
    'notFound.search': 'Search',
  },
  'hi-IN': {
    'notFound.description': 'यह पेज हमें नहीं मिला। कोई इवेंट खोजें या होम पेज पर वापस जाएँ।',
    'notFound.heading': 'यह पेज हमें नहीं मिला',
    'notFound.body': 'हो सकता है लिंक पुराना हो या इवेंट ख़त्म हो चुका हो। जो ढूँढ रहे थे उसे खोजें, या शुरू करें यहाँ से:',
    'notFound.home': 'होम पेज',
    'notFound.searchLabel': 'इवेंट खोजें',
    'notFound.search': 'खोजें',
  },
});
