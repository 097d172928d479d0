module.exports = async function globalTeardown() {
  await new Promise((resolve) => globalThis.__SITE_SERVER__.close(resolve));
};
