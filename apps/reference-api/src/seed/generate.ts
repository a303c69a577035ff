import { CATEGORIES, CITIES, COMPANIES, EVENT_TERMS, LANGUAGES, PROMO_CODES, TICKET_TIERS, VENUE_KINDS } from './catalog-data.ts';
import { createRandom, type Random } from './prng.ts';

/** Rows for each seeded table, keyed by column name (inserted with json_populate_recordset). */
export interface SeedRows {
  cities: Record<string, unknown>[];
  categories: Record<string, unknown>[];
  companies: Record<string, unknown>[];
  company_domains: Record<string, unknown>[];
  company_invites: Record<string, unknown>[];
  venues: Record<string, unknown>[];
  events: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  ticket_types: Record<string, unknown>[];
  promo_codes: Record<string, unknown>[];
}

export const SEED = 20261122;
export const PUBLIC_EVENT_COUNT = 60;
const DAY = 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
const START_TIMES = [[11, 0], [16, 0], [18, 30], [19, 30], [20, 0]] as const;

export const slugify = (s: string) =>
  s.toLowerCase().replace(/&/g, 'and').replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Midnight IST of the day `now` falls in, as epoch ms: sessions are placed relative to it. */
export function istMidnight(now: Date): number {
  const ist = now.getTime() + IST_OFFSET_MS;
  return ist - (ist % DAY) - IST_OFFSET_MS;
}

function description(title: string, category: string, cityNames: string[], r: Random): string {
  const openers = [
    `${title} comes to ${cityNames.join(', ')} for a limited run.`,
    `Join us for ${title}, one of the season's most talked-about ${category.toLowerCase()} events.`,
    `${title} brings together performers and audiences from across India.`,
  ];
  const middles = [
    'Doors open 45 minutes before the start. Seating is first come, first served within each ticket tier.',
    'Expect an evening of great company, local food stalls and plenty of surprises.',
    'The programme runs in two halves with a short interval; refreshments are available at the venue.',
  ];
  return `${r.pick(openers)}\n\n${r.pick(middles)}\n\nTickets are non-transferable. Carry a photo ID matching the attendee name.`;
}

/**
 * Builds the seed deterministically from SEED and the day of `now`: 10 cities (Nagpur first),
 * 8 categories, 60 public events with sessions over the next six weeks, a few nearly sold out,
 * and two companies with three corporate events each.
 */
export function generateSeed(now: Date = new Date()): SeedRows {
  const r = createRandom(SEED);
  const day0 = istMidnight(now);
  const created = new Date(day0 - 30 * DAY).toISOString();
  const rows: SeedRows = {
    cities: CITIES.map((c, i) => ({ slug: c.slug, name: c.name, state: c.state, time_zone: 'Asia/Kolkata', position: i, latitude: c.latitude, longitude: c.longitude })),
    categories: CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, position: i })),
    companies: COMPANIES.map((c) => ({ slug: c.slug, name: c.name, tagline: c.tagline, primary_color: c.primaryColor, tickets_per_month: c.ticketsPerMonth })),
    company_domains: COMPANIES.flatMap((c) => c.domains.map((d) => ({ domain: d.domain, company_slug: c.slug, verified: d.verified }))),
    company_invites: COMPANIES.flatMap((c) => c.invites.map((email) => ({ company_slug: c.slug, email }))),
    venues: [],
    events: [],
    sessions: [],
    ticket_types: [],
    promo_codes: PROMO_CODES.map((p) => ({ ...p })),
  };
  for (const city of CITIES) {
    VENUE_KINDS.forEach((kind, i) => {
      rows.venues.push({
        id: `ve_${city.slug}_${i + 1}`,
        name: `${city.name} ${kind}`,
        address: `${10 + i * 7}, ${city.areas[i % 2]}, ${city.name} ${city.pin}`,
        city_slug: city.slug,
        latitude: Number((city.latitude + (i - 1) * 0.011).toFixed(5)),
        longitude: Number((city.longitude + (i - 1) * 0.013).toFixed(5)),
      });
    });
  }

  const addEvent = (n: number, title: string, categoryIndex: number, companySlug: string | null, nearlySoldOut: boolean) => {
    const category = CATEGORIES[categoryIndex % CATEGORIES.length]!;
    const id = `ev_${String(n).padStart(3, '0')}`;
    // Nagpur (the default city) hosts about two thirds of the events.
    const cityCount = companySlug ? 1 : r.int(1, 3);
    const cities = new Set<string>();
    if (companySlug || r.chance(0.66)) cities.add('nagpur');
    while (cities.size < cityCount) cities.add(r.pick(CITIES).slug);
    const cityList = [...cities];
    const names = cityList.map((slug) => CITIES.find((c) => c.slug === slug)!.name);
    const duration = r.pick([90, 120, 150, 180, 240]);
    rows.events.push({
      id,
      slug: `${slugify(title)}-${id.slice(3)}`,
      title,
      category_slug: category.slug,
      description: description(title, category.name, names, r),
      image_alt: `Poster for ${title}`,
      organizer_name: companySlug ? `${COMPANIES.find((c) => c.slug === companySlug)!.name} People Team` : r.pick(['Namaste Live', 'Orange City Events', 'Kalakaar Collective', 'Weekend Wanderers', 'Rang Manch Productions']),
      organizer_email: companySlug ? `events@${companySlug}.example` : 'hello@ticketkit.example',
      terms: EVENT_TERMS,
      duration_minutes: duration,
      age_limit: category.slug === 'kids' ? 'All ages' : r.pick(['All ages', '12+', '16+', '18+']),
      languages: [r.pick(LANGUAGES), 'English'].filter((l, i, a) => a.indexOf(l) === i),
      company_slug: companySlug,
      created_at: created,
      sale_state: 'on-sale',
    });
    let sessionNo = 0;
    for (const citySlug of cityList) {
      const sessionCount = r.int(1, 3);
      const venue = `ve_${citySlug}_${r.int(1, VENUE_KINDS.length)}`;
      for (let k = 0; k < sessionCount; k++) {
        sessionNo += 1;
        const [hour, minute] = r.pick(START_TIMES);
        const startsAt = day0 + r.int(1, 42) * DAY + (hour * 60 + minute) * 60_000;
        const sessionId = `${id.replace('ev_', 'se_')}_${sessionNo}`;
        rows.sessions.push({
          id: sessionId,
          event_id: id,
          venue_id: venue,
          starts_at: new Date(startsAt).toISOString(),
          ends_at: new Date(startsAt + duration * 60_000).toISOString(),
          time_zone: 'Asia/Kolkata',
        });
        const tiers = companySlug ? 1 : r.int(2, 3);
        for (let t = 0; t < tiers; t++) {
          const tier = TICKET_TIERS[t]!;
          const capacity = companySlug ? 200 : r.pick([40, 80, 120, 200, 300, 500]) / (t + 1);
          const price = Math.round((category.basePrice * tier.factor) / 50) * 50 * 100;
          const nearly = nearlySoldOut;
          rows.ticket_types.push({
            id: `${sessionId.replace('se_', 'tt_')}_${t + 1}`,
            session_id: sessionId,
            position: t,
            name: tier.name,
            description: tier.description,
            price,
            capacity: Math.floor(capacity),
            sold: nearly ? Math.floor(capacity) - r.int(1, 3) : r.int(0, Math.floor(capacity / 2)),
            min_per_order: 1,
            max_per_order: t === 2 ? 4 : 10,
            sales_start_at: created,
            sales_end_at: new Date(startsAt).toISOString(),
          });
        }
      }
    }
  };

  for (let n = 0; n < PUBLIC_EVENT_COUNT; n++) {
    const categoryIndex = n % CATEGORIES.length;
    const title = CATEGORIES[categoryIndex]!.titles[Math.floor(n / CATEGORIES.length)]!;
    addEvent(n + 1, title, categoryIndex, null, n % 11 === 3);
  }
  let n = PUBLIC_EVENT_COUNT;
  for (const company of COMPANIES) {
    company.events.forEach((title, i) => {
      n += 1;
      addEvent(n, title, [0, 6, 4, 1][i] ?? 0, company.slug, false);
    });
  }
  return rows;
}
