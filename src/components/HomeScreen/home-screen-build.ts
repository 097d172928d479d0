/**
 * The build's compiled home screens and theme roles (`__HOME_SCREENS__`, gatsby/home-screens.ts).
 * Only this module names them, so they ship in the lazy chunks that import it, never in the home
 * page's first load.
 */
export const homeScreenOf = (version: string) => {
  const screen = __HOME_SCREENS__[version];
  if (!screen) throw new Error(`No home screen was built for version ${version}.`);
  return screen;
};
