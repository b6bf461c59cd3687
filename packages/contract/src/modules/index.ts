export type { MemberRow } from './member.ts';
export * as memberActions from './member.ts';
export type { OperationLogRow } from './operation-log.ts';
export * as operationLogActions from './operation-log.ts';
export type { Country } from './reference.ts';
export * as referenceActions from './reference.ts';
export * as sessionActions from './session.ts';
