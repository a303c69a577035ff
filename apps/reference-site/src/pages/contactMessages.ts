import { defineMessages } from '@ticketkit/widget';

/** The contact page's words, in its own chunk like a screen's messages.ts: the home page never carries them. */
export const contactMessages = defineMessages({
  'en-IN': {
    'contact.description': 'Questions about a booking, an event or listing with Ticketkit? Write to us.',
    'contact.intro': 'For a booking, include your booking id from “Your tickets”. We reply within two working days.',
    'contact.form': 'Contact form',
    'contact.name': 'Your name',
    'contact.email': 'Email',
    'contact.message': 'Message',
    'contact.send': 'Send message',
    'contact.thanks': 'Thanks, {name}.',
    'contact.sent': 'We have your message and will reply to {email} within two working days.',
    'contact.error.name': 'Enter your name.',
    'contact.error.email': 'Enter an email address like name@example.com.',
    'contact.error.message': 'Tell us a little more: at least 10 characters.',
  },
  'hi-IN': {
    'contact.description': 'बुकिंग, किसी इवेंट या Ticketkit पर लिस्टिंग के बारे में सवाल है? हमें लिखें।',
    'contact.intro': 'बुकिंग के बारे में लिख रहे हों तो “आपके टिकट” से अपनी बुकिंग आईडी ज़रूर लिखें। हम दो कामकाजी दिनों में जवाब देते हैं।',
    'contact.form': 'संपर्क फ़ॉर्म',
    'contact.name': 'आपका नाम',
    'contact.email': 'ईमेल',
    'contact.message': 'संदेश',
    'contact.send': 'संदेश भेजें',
    'contact.thanks': 'धन्यवाद, {name}।',
    'contact.sent': 'आपका संदेश हमें मिल गया है। हम दो कामकाजी दिनों में {email} पर जवाब देंगे।',
    'contact.error.name': 'अपना नाम लिखें।',
    'contact.error.email': 'name@example.com जैसा ईमेल पता लिखें।',
    'contact.error.message': 'थोड़ा और बताइए: कम से कम 10 अक्षर।',
  },
});

export type ContactT = ReturnType<typeof contactMessages.useT>;
