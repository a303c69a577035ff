import { defineMessages } from '../../i18n/defineMessages.ts';

/** The texts of a booking's QR codes (TicketCodes): shown on the ticket page and on the booking's confirmation. */
export const ticketCodeMessages = defineMessages({
  'en-IN': {
    'ticketCodes.qr': 'QR code to show at the entrance for booking {id}',
    'ticketCodes.qrHint': 'Show this code at the entrance.',
    'ticketCodes.codes_one': '{count} ticket code',
    'ticketCodes.codes_other': '{count} ticket codes',
    'ticketCodes.qrHintEach_one': 'Show this ticket’s code at the entrance.',
    'ticketCodes.qrHintEach_other': 'Each of the {count} tickets has its own code: each person shows theirs at the entrance.',
    'ticketCodes.ticketOf': '{type} · Ticket {number} of {count}',
    'ticketCodes.qrOf': 'QR code of {ticket}, booking {id}',
  },
  'hi-IN': {
    'ticketCodes.qr': 'बुकिंग {id} का QR कोड, प्रवेश पर दिखाने के लिए',
    'ticketCodes.qrHint': 'प्रवेश पर यह कोड दिखाएँ।',
    'ticketCodes.codes_one': '{count} टिकट कोड',
    'ticketCodes.codes_other': '{count} टिकट कोड',
    'ticketCodes.qrHintEach_one': 'प्रवेश पर इस टिकट का कोड दिखाएँ।',
    'ticketCodes.qrHintEach_other': '{count} में से हर टिकट का अपना कोड है: प्रवेश पर हर व्यक्ति अपना कोड दिखाए।',
    'ticketCodes.ticketOf': '{type} · टिकट {number} / {count}',
    'ticketCodes.qrOf': '{ticket} का QR कोड, बुकिंग {id}',
  },
});
