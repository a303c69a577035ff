import type { Plugin } from 'vite';

export declare const SOURCE_CONDITION: '@ticketkit/source';
export declare const NODE_SOURCE_FLAGS: string[];
export declare function sourceCondition(): Plugin;
