// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints) on the scripts a page runs
// as it starts. V8 compiles a function when it is first called, on the main thread; a webpack chunk
// is a list of module functions, each called as the page starts, so the browser compiled every
// module on the main thread while it evaluated the chunk (the larger part of Next's and React's
// start-up tasks on a phone). With `//# allFunctionsCalledOnLoad` first in the file, V8 compiles them
// together with the script, on a background thread while it streams in. Only the chunks a page
// starts with: a chunk loaded on demand keeps lazy compilation.

/** The hint, on a line of its own at the very start of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A webpack plugin that puts the hint into the initial chunks' scripts of a browser build. */
export class CompileHints {
  /** @param {any} compiler webpack's (Next bundles webpack without its types) */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments, and before the files' content hashes are made.
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
