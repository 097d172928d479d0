// Build and browser tests read the built site; `npm test` builds it first.
const fs = require('node:fs');
const path = require('node:path');

module.exports = async function requireBuild() {
  if (!fs.existsSync(path.join(__dirname, '..', '..', 'public', 'index.html'))) {
    throw new Error('public/ has no built site. Run `npm test` (it builds first) or `npm run build`.');
  }
};
