export * from './action.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * as f from './fields.ts';
export * from './menu.ts';
export * from './menu-filter.ts';
export * from './messages.ts';
export * from './modules/index.ts';
export * from './resource/index.ts';
