/**
 * The app's icons, in two modules so that the home route's first JS carries only the shell's (issue 30): a module
 * goes whole into one chunk, and the screens' icons are most of them.
 */
export type { IconProps } from './draw';
export * from './shell';
export * from './screens';
