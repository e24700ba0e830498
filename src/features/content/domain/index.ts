/** Pure rules of the content area that other areas may use. */
export { DEFAULT_ROOT_FOLDER } from './routing-rules'
