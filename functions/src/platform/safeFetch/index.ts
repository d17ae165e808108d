export { classifyAddress, classifyHostName, type AddressClass } from './address';
export {
  createSafeFetch,
  safeFetch,
  type SafeFetch,
  type SafeFetchOptions,
  type SafeFetchResult,
} from './fetch';
export type { Resolver } from './resolve';
