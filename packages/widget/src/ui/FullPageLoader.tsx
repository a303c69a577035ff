import { useFormat } from '../context/TicketkitProvider.tsx';
import { LOADING_TEXTS } from '../i18n/loadingTexts.ts';
import type { Locale } from '../i18n/i18n.ts';

export interface FullPageLoaderProps {
  /** What is loading, read by screen readers; "Loading…" in the screen's language by default. */
  label?: string;
  /**
   * The language to say "loading" in while its catalogue is not there yet (TicketkitProvider's own
   * loader); without it, the language of the provider around.
   */
  locale?: Locale;
}

/** The full-page loader the spec shows while a screen's code loads. */
export function FullPageLoader({ label, locale }: FullPageLoaderProps) {
  const { t } = useFormat();
  const spoken = label ?? (locale ? LOADING_TEXTS[locale]['loading.label'] : t('common.loading'));
  return (
    <div className="tk-full-page-loader" role="status" aria-live="polite">
      <span className="tk-spinner" aria-hidden="true" />
      <span className="tk-visually-hidden">{spoken}</span>
    </div>
  );
}
