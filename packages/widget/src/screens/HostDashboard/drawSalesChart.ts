import type { HostDashboard } from '@ticketkit/contract';
import type uPlot from 'uplot';

type Days = HostDashboard['salesByDay'];

const HEIGHT = 220;
const DAY = 86_400;
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365].map((n) => n * DAY);

/** A token's value where the chart is drawn: canvas colours cannot be CSS variables. */
const token = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(`--ticketkit-${name}`).trim();

/**
 * Draws the days into `el` with uPlot (imported here, on first use), sized to the element's width
 * and redrawn as it changes; `signal` tears it down. Days are `YYYY-MM-DD` in the event's zone,
 * drawn at midnight UTC; ticks fall on whole days and `label` names them in the screen's language.
 * The x axis spans the first day to the last, half a day either side; answers the chart (undefined
 * when aborted first).
 */
export async function drawSalesChart(el: HTMLElement, days: Days, label: (day: string) => string, signal: AbortSignal): Promise<uPlot | undefined> {
  const { default: uPlot } = await import('uplot');
  if (signal.aborted) return undefined;
  const text = token(el, 'color-text');
  const grid = token(el, 'color-border');
  const primary = token(el, 'color-primary');
  const font = `12px ${token(el, 'font-family')}`;
  const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
  const plot = new uPlot(
    {
      width: Math.max(el.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      // Ticks on whole days in UTC, where the days are drawn.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      // From the data, not from uPlot's min and max: for a single day uPlot widens those to 1,000 days.
      scales: { x: { time: true, range: () => [x[0]! - DAY / 2, x[x.length - 1]! + DAY / 2] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] } },
      axes: [
        { ...axis, space: 60, incrs: DAY_STEPS, values: (_u, splits) => splits.map((ts) => label(new Date(ts * 1000).toISOString().slice(0, 10))) },
        { ...axis, size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
      ],
      series: [{}, { stroke: primary, fill: primary, width: 0, points: { show: false }, paths: uPlot.paths.bars!({ size: [0.6, 48] }) }],
    },
    [x, days.map((d) => d.tickets)],
    el,
  );
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT }));
  resize.observe(el);
  signal.addEventListener(
    'abort',
    () => {
      resize.disconnect();
      plot.destroy();
    },
    { once: true },
  );
  return plot;
}
