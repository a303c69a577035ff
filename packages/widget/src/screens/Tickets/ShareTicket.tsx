import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { ticketMessages } from './messages.ts';

export interface ShareTicketProps {
  title: string;
  text: string;
  /** The page shared, resolved against the document's address when pressed. */
  href: string;
  /** The browser's share and clipboard (tests and stories pass their own). */
  nav?: Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;
}

/** Share through the system's share sheet where there is one (Web Share API); elsewhere copy the link. */
export function ShareTicket({ title, text, href, nav = navigator }: ShareTicketProps) {
  const t = ticketMessages.useT();
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = new URL(href, document.baseURI).href;
    const data = { title, text, url };
    if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
      // Closing the share sheet rejects: nothing went wrong, so nothing is said.
      await nav.share(data).catch(() => undefined);
      return;
    }
    try {
      await nav.clipboard.writeText(url);
      setSaid(t('ticket.linkCopied'));
    } catch {
      setSaid(t('ticket.copyLink', { url }));
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {t('ticket.share')}
      </Button>
      <span role="status" className="tk-share-said">
        {said}
      </span>
    </>
  );
}
