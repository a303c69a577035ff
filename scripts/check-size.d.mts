export interface Measured {
  files: string[];
  gzip: number;
}
export interface WidgetSizes {
  loader: Measured;
  firstScreen: Measured;
  firstScreenWithSdk: Measured;
  firebaseInInitialChunks: string[];
  chunks: { file: string; gzip: number }[];
}
export declare const BUDGETS: { loader: number; firstScreen: number };
export declare function buildWidget(): void;
export declare function measureWidget(): WidgetSizes;
export declare function checkBudgets(m: WidgetSizes): string[];
export declare function kb(bytes: number): string;
