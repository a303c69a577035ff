import type { ReactNode } from 'react';

/** Lets a wide table scroll sideways on a phone instead of widening the page; focusable so a keyboard can scroll it. */
export function Scrolls({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}

/** A table of the guides, labelled `label`; each row's first cell is its header. */
export function DocTable({ label, columns, rows }: { label: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Scrolls label={label}>
      <table aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolls>
  );
}
