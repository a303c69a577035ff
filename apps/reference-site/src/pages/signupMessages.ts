import { defineMessages } from '@ticketkit/widget';

/** The sign-up page's reasons to have an account, in its own chunk: the sign-in page never carries them. */
export const signupMessages = defineMessages({
  'en-IN': {
    'signup.why': 'Why an account',
    'signup.tickets': 'Your tickets on your phone, ready at the door',
    'signup.points': 'Reward points on every booking, to spend on the next',
    'signup.fast': 'Book again in a few taps: your details are kept',
  },
  'hi-IN': {
    'signup.why': 'खाता क्यों बनाएँ',
    'signup.tickets': 'आपके टिकट आपके फ़ोन पर, दरवाज़े पर दिखाने को तैयार',
    'signup.points': 'हर बुकिंग पर रिवॉर्ड पॉइंट, अगली बुकिंग में इस्तेमाल के लिए',
    'signup.fast': 'कुछ ही टैप में फिर से बुक करें: आपके विवरण याद रहते हैं',
  },
});
