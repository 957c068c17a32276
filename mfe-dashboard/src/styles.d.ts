// Stylesheets are bundled by rspack; they export nothing to TypeScript.
declare module '*.css';
