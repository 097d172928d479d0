/** The extensions of the files the migration check reads, in the page and on the command line. */
export const SOURCE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'];

/** Whether the check reads a file of this name: a source file, not a declaration file (`.d.ts`, `.d.mts`). */
export const isSourceFile = (name: string): boolean =>
  SOURCE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)) && !/\.d\.[mc]?ts$/i.test(name);
