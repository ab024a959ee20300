export declare const firstScreen: readonly string[];
export declare function isCoreId(id: string): boolean;
export declare function isStaffId(id: string): boolean;
/** Ids under `server.`: the server's own (API answers, emails), in no part of the SPA's catalogue. */
export declare function isServerId(id: string): boolean;
export declare function partOf<T>(
  messages: Record<string, T>,
  part: 'core' | 'rest' | 'staff',
): Record<string, T>;
