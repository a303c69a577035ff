/** Fixed catalogue facts for the seed: cities, venues, categories, event titles, companies, promo codes. */

export interface SeedCity {
  slug: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  pin: string;
  areas: [string, string];
}

/** Nagpur first: it is the default city. */
export const CITIES: SeedCity[] = [
  { slug: 'nagpur', name: 'Nagpur', state: 'Maharashtra', latitude: 21.1458, longitude: 79.0882, pin: '440001', areas: ['Civil Lines', 'Dharampeth'] },
  { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra', latitude: 19.076, longitude: 72.8777, pin: '400001', areas: ['Fort', 'Bandra West'] },
  { slug: 'pune', name: 'Pune', state: 'Maharashtra', latitude: 18.5204, longitude: 73.8567, pin: '411001', areas: ['Koregaon Park', 'Deccan Gymkhana'] },
  { slug: 'bengaluru', name: 'Bengaluru', state: 'Karnataka', latitude: 12.9716, longitude: 77.5946, pin: '560001', areas: ['Indiranagar', 'Koramangala'] },
  { slug: 'delhi', name: 'Delhi', state: 'Delhi', latitude: 28.6139, longitude: 77.209, pin: '110001', areas: ['Connaught Place', 'Hauz Khas'] },
  { slug: 'hyderabad', name: 'Hyderabad', state: 'Telangana', latitude: 17.385, longitude: 78.4867, pin: '500001', areas: ['Banjara Hills', 'Gachibowli'] },
  { slug: 'chennai', name: 'Chennai', state: 'Tamil Nadu', latitude: 13.0827, longitude: 80.2707, pin: '600001', areas: ['Mylapore', 'Besant Nagar'] },
  { slug: 'kolkata', name: 'Kolkata', state: 'West Bengal', latitude: 22.5726, longitude: 88.3639, pin: '700001', areas: ['Park Street', 'Salt Lake'] },
  { slug: 'ahmedabad', name: 'Ahmedabad', state: 'Gujarat', latitude: 23.0225, longitude: 72.5714, pin: '380001', areas: ['Navrangpura', 'Vastrapur'] },
  { slug: 'jaipur', name: 'Jaipur', state: 'Rajasthan', latitude: 26.9124, longitude: 75.7873, pin: '302001', areas: ['C-Scheme', 'Malviya Nagar'] },
];

/** Venue kinds; each city gets one venue of each. */
export const VENUE_KINDS = ['Auditorium', 'Open Air Grounds', 'Studio Theatre'] as const;

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  color: string;
  /** Typical base price in rupees. */
  basePrice: number;
  titles: string[];
}

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'music', name: 'Music', description: 'Concerts, gigs and live sets.', color: '#7c3aed', basePrice: 799,
    titles: ['Sufi Nights Live', 'Indie Rock Weekender', 'Bollywood Retro Evening', 'Carnatic Classical Concert', 'Jazz by the Lake', 'Sundown Electronic Sessions', 'Ghazal Mehfil', 'Unplugged Acoustic Evening'],
  },
  {
    slug: 'comedy', name: 'Comedy', description: 'Stand-up, improv and open mics.', color: '#ea580c', basePrice: 499,
    titles: ['Stand-up Saturday', 'Hindi Stand-up Special', 'Open Mic Comedy Night', 'Improv Jam', 'Roast Battle League', 'Late Night Laughs', 'Marathi Comedy Hour', 'Sketch Comedy Revue'],
  },
  {
    slug: 'theatre', name: 'Theatre', description: 'Plays, musicals and performance.', color: '#be123c', basePrice: 599,
    titles: ['The Monsoon Letters', 'A Room on Residency Road', 'Mahabharata Retold', 'The Last Tram Home', 'Chai, Chess and Chaos', 'Midsummer in Malabar', 'The Tailor of Itwari', 'Shadows of the Fort'],
  },
  {
    slug: 'workshops', name: 'Workshops', description: 'Learn something new with a small group.', color: '#0f766e', basePrice: 999,
    titles: ['Pottery for Beginners', 'Street Photography Walk', 'Watercolour Weekend', 'Block Printing Basics', 'Urban Sketching Morning', 'Calligraphy in Devanagari', 'Terrace Gardening 101', 'Home Barista Masterclass'],
  },
  {
    slug: 'sports', name: 'Sports', description: 'Runs, leagues, screenings and fitness.', color: '#15803d', basePrice: 349,
    titles: ['City Half Marathon', 'Box Cricket League Finals', 'Kabaddi Pro Night', 'Derby Night Screening', 'Sunrise Yoga by the River', 'Rapid Chess Open', 'Badminton Doubles Open', 'Heritage Cyclothon'],
  },
  {
    slug: 'food-drink', name: 'Food & Drink', description: 'Tastings, trails and food festivals.', color: '#b45309', basePrice: 699,
    titles: ['Street Food Festival', 'Biryani Trail', 'Coffee Tasting Masterclass', 'Saoji Cuisine Night', 'Mango Mela', 'Chai and Poetry Evening', "Farmers' Market Brunch", 'Regional Thali Fest'],
  },
  {
    slug: 'kids', name: 'Kids', description: 'Shows and camps for children and families.', color: '#2563eb', basePrice: 299,
    titles: ['Magic Show for Kids', 'Science Carnival', 'Puppet Theatre Matinee', 'Storytelling Hour', 'Junior Art Camp', 'Dino Discovery Day', "Kids' Coding Camp", 'Little Chefs Baking Class'],
  },
  {
    slug: 'festivals', name: 'Festivals', description: 'Fairs, melas and city-wide celebrations.', color: '#c026d3', basePrice: 399,
    titles: ['Orange City Festival', 'Diwali Crafts Bazaar', 'Kite Festival', 'City Literature Festival', 'Winter Carnival', 'Folk Dance Utsav', 'Independent Film Weekend', 'Design Week Showcase'],
  },
];

export const TICKET_TIERS = [
  { name: 'General Admission', description: 'Entry to the event; free seating.', factor: 1 },
  { name: 'Gold', description: 'Reserved seating in the front sections.', factor: 2 },
  { name: 'VIP Lounge', description: 'Best seats, lounge access and a welcome drink.', factor: 4 },
] as const;

export interface SeedCompany {
  slug: string;
  name: string;
  tagline: string;
  primaryColor: string;
  ticketsPerMonth: number;
  domains: Array<{ domain: string; verified: boolean }>;
  invites: string[];
  events: string[];
}

export const COMPANIES: SeedCompany[] = [
  {
    slug: 'acme', name: 'Acme Technologies', tagline: 'Events for the Acme family', primaryColor: '#1f6feb', ticketsPerMonth: 4,
    domains: [{ domain: 'acme.example', verified: true }],
    invites: ['guest.consultant@partner.example'],
    events: ['Acme Annual Day', 'Acme Family Movie Night', 'Acme Wellness Run'],
  },
  {
    slug: 'globex', name: 'Globex Industries', tagline: 'Globex people, together', primaryColor: '#c2410c', ticketsPerMonth: 2,
    domains: [{ domain: 'globex.example', verified: true }, { domain: 'globex-unverified.example', verified: false }],
    invites: [],
    events: ['Globex Comedy Offsite', 'Globex Hackathon Finale', 'Globex Diwali Gala'],
  },
];

export const PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percent', value: 10, max_discount: 20_000, min_subtotal: 0, active: true },
  { code: 'FLAT100', kind: 'flat', value: 10_000, max_discount: null, min_subtotal: 50_000, active: true },
  { code: 'EXPIRED5', kind: 'percent', value: 5, max_discount: null, min_subtotal: 0, active: false },
] as const;

/** The terms every event shows, seeded or approved from a host's listing. */
export const EVENT_TERMS = ['Tickets are non-refundable except when the event is cancelled.', 'Entry closes 30 minutes after the start.', 'Carry a photo ID matching the attendee name.'];

export const LANGUAGES = ['English', 'Hindi', 'Marathi', 'Tamil', 'Bengali', 'Gujarati', 'Kannada', 'Telugu'] as const;
