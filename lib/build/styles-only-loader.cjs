// A webpack loader for CSS modules imported for their rules alone (`?styles-only`: the stylesheets of
// the chrome only the server renders, components/layout/kept-html-styles.ts). The rules still reach
// the site's stylesheet; the browser's scripts lose the module's class-name map, which nothing there
// reads (about 0.3 kB gzipped on every page). It runs on the output of mini-css-extract-plugin's
// loader, which is `module.exports = {…map…};` after a comment.
module.exports = function stylesOnly(source) {
  return String(source).replace(/\nmodule\.exports = [\s\S]*$/, '\n');
};
