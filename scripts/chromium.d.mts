/** Types for chromium.mjs, which plain-Node scripts and the Playwright config share. */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
