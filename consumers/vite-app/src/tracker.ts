// The page's analytics library, as the README's snippet expects it: it records what it is told,
// so the test can see the snippet ran with the booking's detail.
export interface Purchase {
  id: string;
  value: number;
  currency: string;
}

const tracked: Purchase[] = [];
Object.assign(globalThis, {
  analytics: { track: (_name: string, properties: Purchase) => tracked.push(properties) },
  trackedPurchases: tracked,
});
