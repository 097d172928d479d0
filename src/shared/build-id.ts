/** The deploy's id, written by the build (gatsby/post-build/build-id.ts) and read by open tabs (src/navigation/deploy-check.ts). */
export const BUILD_ID_FILE = '/build.json';

/** The `<meta name>` that carries the id of the deploy a page came from. */
export const BUILD_ID_META = 'build-id';
