// node-polyglot (react-admin's i18n) asks for the `object.entries` polyfill, which brings ~15 kB of
// es-abstract helpers into the console's first load; every browser the console supports has it natively.
module.exports = Object.entries;
