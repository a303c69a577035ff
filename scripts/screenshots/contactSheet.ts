// The contact sheet: one row per route, its captures side by side, each a link to the full PNG.

export interface Shot {
  file: string;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

export interface Row {
  route: string;
  path: string;
  as: string;
  shots: Shot[];
  /** Why a route has no captures (it failed to open), shown in its row. */
  problem?: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function contactSheet({ lang, rows, made }: { lang: string; rows: Row[]; made: Date }): string {
  const body = rows
    .map((row) => {
      const cells = row.shots
        .map(
          (s) =>
            `<figure><a href="${escape(s.file)}"><img src="${escape(s.file)}" loading="lazy" alt="${escape(`${row.route} at ${s.width}×${s.height}, ${s.scheme}`)}" width="${s.width > 800 ? 340 : 180}"></a><figcaption>${s.width}×${s.height} ${s.scheme}</figcaption></figure>`,
        )
        .join('');
      const problem = row.problem ? `<p class="problem">${escape(row.problem)}</p>` : '';
      return `<section id="${escape(row.route)}"><h2><code>${escape(row.route)}</code></h2><p><code>${escape(row.path)}</code> · ${escape(row.as)}</p>${problem}<div class="shots">${cells}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ticketkit screenshots, ${escape(lang)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #1c1c22; }
  section { background: #fff; border-radius: 8px; padding: 12px 16px; margin-block: 16px; }
  h2 { font-size: 16px; margin: 0; }
  .shots { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
  figure { margin: 0; }
  img { display: block; border: 1px solid #ccc; height: auto; max-height: 480px; object-fit: cover; object-position: top; }
  figcaption { color: #555; font-size: 12px; }
  .problem { color: #b00020; }
</style>
<h1>Ticketkit, every route (${escape(lang)})</h1>
<p>${rows.length} routes, made ${escape(made.toISOString())}. Each capture is the page's top, up to three screens tall; click for the full image.</p>
${body}
</html>
`;
}
