/** The package `better-sqlite3` means in this process (sqlite-driver.mjs says why). */
export declare const SQLITE_DRIVER: 'better-sqlite3' | 'better-sqlite3-napi';
