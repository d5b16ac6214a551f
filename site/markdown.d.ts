declare module '*.md' {
  /** Sanitized HTML rendered at build time by site/build/markdown-plugin.ts. */
  const html: string;
  export default html;
}
