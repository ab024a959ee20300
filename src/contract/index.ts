// The contract between the SPA and the API server: shapes, rules and constants.
export * from './constants';
export * from './cashOnDelivery';
export * from './types';
export * from './schemas';
export * from './messages';
export * from './backOffice';
export * from './orderDesk';
export * from './images';
export * from './addresses';
export * from './profile';
export * from './returns';

export * from './payments';
export * from './contactInbox';
export * from './shopContact';
export * from './content';
export * from './search';
export * from './specs';
