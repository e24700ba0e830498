/** The project's source files under root (see import-cycles.mjs). */
export function sourceFiles(root: string): string[]

/** The specifiers a module needs loaded before it runs: value imports and re-exports. */
export function valueImports(file: string, text?: string): string[]

/** The file a specifier names, or null for a package. */
export function resolveImport(root: string, from: string, specifier: string): string | null

/** Every import cycle among the files, as paths relative to root. */
export function findImportCycles(root: string, files?: string[]): string[][]
