export * from './account.ts';
export * from './booking.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './corporate.ts';
export { HealthSchema, type Health } from './health.ts';
export * from './hosting.ts';
export { PROBLEM_CONTENT_TYPE, ProblemSchema, type Problem } from './problem.ts';
