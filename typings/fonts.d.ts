// Gatsby's webpack config turns font imports into the URL of the emitted file.
declare module '*.ttf' {
  const url: string;
  export default url;
}
