interface NavigatorWithUAData {
  userAgent?: string;
  userAgentData?: { mobile?: boolean };
}

/** A phone or tablet: longer network timeout, redirect sign-in in `auto` mode. False outside a browser. */
export function isMobileDevice(nav: NavigatorWithUAData | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent ?? '');
}
