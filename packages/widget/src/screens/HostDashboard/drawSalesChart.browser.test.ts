// The sales chart drawn by the real uPlot in real Chromium: its x axis is what the host reads the
// days from, so it must span the days sold and no more.
import { afterEach, describe, expect, it } from 'vitest';
import '../../styles/index.css';
import { drawSalesChart } from './drawSalesChart.ts';

const DAY = 86_400;
const inr = (amount: number) => ({ amount, currency: 'INR' as const });
const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
let controller = new AbortController();

async function draw(days: { day: string; tickets: number }[]) {
  const el = document.createElement('div');
  el.style.width = '600px';
  document.body.append(el);
  controller = new AbortController();
  const plot = await drawSalesChart(el, days.map((d) => ({ ...d, gross: inr(d.tickets * 35_000) })), (day) => day, controller.signal);
  const x = plot?.scales.x;
  if (!x) throw new Error('the chart has no x scale');
  return x;
}

afterEach(() => {
  controller.abort();
  document.body.replaceChildren();
});

describe('given the sales of an event', () => {
  it('spans a single day of sales over that day alone', async () => {
    const x = await draw([{ day: '2026-11-24', tickets: 2 }]);
    expect([x.min, x.max]).toEqual([midnight('2026-11-24') - DAY / 2, midnight('2026-11-24') + DAY / 2]);
  });

  it('spans several days from the first to the last, half a day either side', async () => {
    const x = await draw([
      { day: '2026-11-20', tickets: 2 },
      { day: '2026-11-23', tickets: 4 },
      { day: '2026-11-24', tickets: 1 },
    ]);
    expect([x.min, x.max]).toEqual([midnight('2026-11-20') - DAY / 2, midnight('2026-11-24') + DAY / 2]);
  });
});
