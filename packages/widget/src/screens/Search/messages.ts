import { defineMessages } from '../Login/defineMessages.ts';

export const searchMessages = defineMessages({
  'en-IN': {
    'search.heading': 'Search',
    'search.label': 'Search events, categories and cities',
    'search.placeholder': 'Try “comedy” or “Pune”',
    'search.hint': 'Type at least 2 characters. Use the arrow keys to move through the results and Enter to open one.',
    'search.searching': 'Searching…',
    'search.results_one': '{count} result',
    'search.results_other': '{count} results',
    'search.empty': 'Nothing matches “{query}”',
    'search.emptyBody': 'Check the spelling, or try a category or a city.',
    'search.events': 'Events',
    'search.categories': 'Categories',
    'search.cities': 'Cities',
    'search.eventMeta': '{venue}, {date}',
  },
});
