// Must pass: the pure kernel imports only its own files.
export const counter = (hits: number) => hits + 1
