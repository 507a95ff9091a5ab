// The release checks `releaseHealthNow` keeps (index.js), in a module of their own. Directus imports
// each extension's entry afresh (`index.js?t=…`, @directus/api's extension manager), so the
// content-health endpoint (the check the publisher's question asks for) and the releases endpoint
// (its publish, which imports ../content-health/index.js) each run their own copy of index.js. A map
// there was two maps, and the publish never found the check just made: it made it again, 4–7 s. A
// module both copies import is loaded once, by its plain address.
export const keptChecks = new Map();
