export declare const WIDGET_PACKAGE: string;
export declare const VERSION_MODULE: string;
export declare function versionModule(version: string): string;
export declare function widgetVersion(root?: string): string;
export declare function syncVersion(options?: { root?: string; check?: boolean }): { version: string; inSync: boolean };
