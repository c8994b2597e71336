/** The data blocks index.html may carry for the console, as the build or the server writes them in (scripts/vite). */

/** The files that follow a list, listed by the build (./boot/idleFiles.ts). */
export const IDLE_FILES_ID = 'console-idle-files';

/** The runtime configuration, written in by a server that reads config.json for the page (./config.ts). */
export const INLINE_CONFIG_ID = 'console-config';
