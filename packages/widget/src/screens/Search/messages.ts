import { defineMessages } from '../../i18n/defineMessages.ts';

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
  'hi-IN': {
    'search.heading': 'खोजें',
    'search.label': 'इवेंट, श्रेणियाँ और शहर खोजें',
    'search.placeholder': '“comedy” या “Pune” खोजकर देखें',
    'search.hint': 'कम से कम 2 अक्षर लिखें। नतीजों में ऊपर-नीचे जाने के लिए ऐरो कुंजियाँ और किसी को खोलने के लिए Enter दबाएँ।',
    'search.searching': 'खोज जारी है…',
    'search.results_one': '{count} नतीजा',
    'search.results_other': '{count} नतीजे',
    'search.empty': '“{query}” से कुछ नहीं मिला',
    'search.emptyBody': 'वर्तनी जाँचें, या कोई श्रेणी या शहर खोजकर देखें।',
    'search.events': 'इवेंट',
    'search.categories': 'श्रेणियाँ',
    'search.cities': 'शहर',
    'search.eventMeta': '{venue}, {date}',
  },
});
