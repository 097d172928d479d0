// What a component's `import './x.css'` gives it in a Jest test: nothing (see jest.config.js).
module.exports = {};
