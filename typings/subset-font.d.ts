// subset-font ships no types; this covers what gatsby/build-files/icon-fonts.ts uses.
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | undefined, options?: Options): Promise<Buffer>;
}
