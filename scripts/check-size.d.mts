export interface Measured {
  files: string[];
  gzip: number;
}
export interface WidgetSizes {
  loader: Measured;
  /** Loader + SDK runtime + renderer + event list: what a page with one `<ticketkit-events>` downloads. */
  firstScreen: Measured;
  /** The same page with data-locale="hi-IN": plus the Hindi catalogue. */
  firstScreenHindi: Measured;
  firebaseInInitialChunks: string[];
  chunks: { file: string; gzip: number }[];
}
export declare const BUDGETS: { loader: number; firstScreen: number };
export declare const SITE_BUDGETS: { homeScripts: number; homeGzip: number };
export interface SiteHome {
  /** The scripts the home page's HTML loads at once (module script and modulepreloads). */
  files: string[];
  gzip: number;
  /** Those of them with firebase in. */
  firebase: string[];
  /** Those of them with react-router's development build in. */
  developmentBuilds: string[];
  /** Scripts that do not start with V8's compile hint. */
  lazilyCompiled: string[];
}
export declare const siteDist: string;
export declare function buildSite(): void;
export declare function measureSiteHome(dist?: string): SiteHome;
export declare function checkSiteBudgets(m: SiteHome): string[];
export declare const FIRST_SCREEN_ENTRIES: string[];
export declare const HINDI_ENTRY: string;
export declare const defaultDist: string;
export declare function buildWidget(): void;
export declare function measureWidget(dist?: string): WidgetSizes;
export declare function checkBudgets(m: WidgetSizes): string[];
export declare function kb(bytes: number): string;
