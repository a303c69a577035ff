import type { CorporateEmployee } from '@ticketkit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGuards } from './guards.ts';
import { createStorage } from './storage.ts';
import { createCityStore, createCorporateStore, createSessionStore } from './stores.ts';

const employee = {
  uid: 'u1',
  email: 'a@acme.example',
  name: 'A',
  company: { slug: 'acme', name: 'Acme', tagline: '', logo: { url: '/x.svg', alt: 'Acme' }, primaryColor: '#112233' },
  entitlement: { period: 'month', periodEndsAt: '2026-12-01T00:00:00Z', ticketsPerPeriod: 4, used: 1, remaining: 3 },
} as unknown as CorporateEmployee;

beforeEach(() => localStorage.clear());

describe('the city store', () => {
  it('defaults to Nagpur and persists the chosen city under the prefix', () => {
    const storage = createStorage('tk:');
    const city = createCityStore(storage);
    expect(city.getState().city).toBe('nagpur');
    city.getState().setCity('Mumbai ');
    expect(city.getState().city).toBe('mumbai');
    expect(createCityStore(createStorage('tk:')).getState().city).toBe('mumbai');
  });
});

describe('the corporate store', () => {
  it('keeps the employee as CorporateEmp and clears it', () => {
    const storage = createStorage('tk:');
    const corporate = createCorporateStore(storage);
    corporate.getState().setEmployee(employee);
    expect(JSON.parse(localStorage.getItem('tk:CorporateEmp')!)).toEqual(employee);
    expect(createCorporateStore(storage).getState().employee).toEqual(employee);
    corporate.getState().setEmployee(null);
    expect(localStorage.getItem('tk:CorporateEmp')).toBeNull();
  });
});

describe('the session store', () => {
  it('ignores malformed userData', () => {
    localStorage.setItem('tk:userData', JSON.stringify({ name: 'no uid' }));
    expect(createSessionStore(createStorage('tk:')).getState().status).toBe('signed-out');
  });
});

describe('the route guards', () => {
  it('send a visitor without userData to /login?source=yourtickets', () => {
    const storage = createStorage('tk:');
    const guards = createGuards(storage);
    expect(guards.requireUser('yourtickets')).toEqual({ redirect: '/login?source=yourtickets' });
    storage.set('userData', { uid: 'u1' });
    expect(guards.requireUser('yourtickets')).toBeNull();
  });

  it('send a visitor who is not an employee of that company to the corporate login', () => {
    const storage = createStorage('tk:');
    const guards = createGuards(storage);
    storage.set('userData', { uid: 'u1' });
    expect(guards.requireCorporate('acme', 'dashbord')).toEqual({ redirect: '/corporate/login?company=acme&source=dashbord' });
    storage.set('CorporateEmp', employee);
    expect(guards.requireCorporate('acme', 'dashbord')).toBeNull();
    expect(guards.requireCorporate('globex', 'dashbord')).toEqual({ redirect: '/corporate/login?company=globex&source=dashbord' });
  });
});
