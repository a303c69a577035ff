export declare const NODE22_DEV_TOOLS: string[];
