// The base path a built site is served under (`/react-native-paper`, '' at a domain's root), for
// the plain JavaScript scripts: gatsby/config/base-path.ts, loaded through tsx.
const { require: requireTs } = require('tsx/cjs/api');

/** @type {typeof import('../gatsby/config/base-path')} */
const basePath = requireTs('../gatsby/config/base-path.ts', __filename);

exports.SITE_BASE = basePath.configuredBasePath();
