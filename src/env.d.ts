/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts for each build. */
  readonly VITE_BUILD_ID: string;
}
