export * from './loyalty-rules.js';
export * from './loyalty-members.js';
export * from './loyalty-replies.js';
