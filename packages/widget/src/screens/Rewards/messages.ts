import { defineMessages } from '../Login/defineMessages.ts';

export const rewardMessages = defineMessages({
  'en-IN': {
    'rewards.heading': 'Reward points',
    'rewards.loading': 'Loading your reward points',
    'rewards.balance': 'Your balance',
    'rewards.points_one': '{count} point',
    'rewards.points_other': '{count} points',
    'rewards.worth': 'Worth {amount} on your next booking',
    'rewards.history': 'History',
    'rewards.emptyHistory': 'No points yet. You earn points on every booking.',
    'rewards.earned': 'Earned',
    'rewards.redeemed': 'Redeemed',
    'rewards.entry': '{kind} {points} on {date}',
    'rewards.viewBooking': 'View booking',
    'rewards.how': 'How points work',
    'rewards.how.earn': 'You earn {points} points for every ₹100 of tickets you book.',
    'rewards.how.value': 'Each point is worth {value} off a later booking.',
    'rewards.how.cap': 'Points can pay for up to {percent}% of a booking’s total.',
    'rewards.how.where': 'Choose how many points to use on the booking page before you confirm.',
    'rewards.signIn.title': 'Sign in to see your points',
    'rewards.signIn.action': 'Sign in',
  },
});
