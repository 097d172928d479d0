// The icon package imports React Native's asset registry for Expo's dynamic
// font loading, which the web never uses; the harness loads the font with CSS.
export function registerAsset() {
  return 0;
}
export function getAssetByID() {
  return undefined;
}
