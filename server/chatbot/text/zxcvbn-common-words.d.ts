/** The frequency list alone, without the rest of the package's dictionaries (names, Wikipedia): its default export. */
declare module '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs' {
  const commonWords: string[];
  export default commonWords;
}
