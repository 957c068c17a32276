/** A port nobody listens on right now, picked by the OS (see ports.mjs). */
export declare function freePort(): Promise<number>;
/** Whether a server's output or error says its port was taken meanwhile. */
export declare function isAddressInUse(text: string): boolean;
