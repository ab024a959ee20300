// The API's shapes, each written once: the server validates and serialises with them, /api/docs shows them, and
// src/contract's types are their Static types. Only the server imports these values (the SPA imports types only,
// so TypeBox stays out of its bundles).
export * from './common';
export * from './catalogue';
export * from './orders';
export * from './backOffice';
export * from './orderDesk';
export * from './content';
export * from './auth';
export * from './account';
export * from './addresses';
export * from './payments';
export * from './search';
export * from './contactInbox';
export * from './images';
export * from './returns';
