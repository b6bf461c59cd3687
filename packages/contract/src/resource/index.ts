export * from './fields.ts';
export * from './labels.ts';
export * from './lifecycle.ts';
export * from './resource.ts';
export * from './reward.ts';
export { defaultsOf, importReport, inputSchema as inputSchemaOf, REVIEW_RESULTS, type ReviewResult } from './schemas.ts';
export * from './shelf.ts';
export * from './titles.ts';
