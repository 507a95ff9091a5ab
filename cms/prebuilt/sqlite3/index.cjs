// Directus reaches SQLite through knex, which requires 'sqlite3' and reads its flags
// (sqlite3.OPEN_READWRITE, ...) off the module. @appthreat/sqlite3 (a maintained rewrite of
// node-sqlite3, N-API, binaries in its npm package) is an ES module whose default export is that
// object: this hands it over as sqlite3's CommonJS module (docs/adr/0016-sqlite-prebuilt-for-directus.md).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module: require() is what it has
module.exports = require('@appthreat/sqlite3').default;
