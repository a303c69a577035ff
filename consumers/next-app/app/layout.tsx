import type { ReactNode } from 'react';
import '@ticketkit/widget/styles.css';

export const metadata = { title: "A partner's Next.js app" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
