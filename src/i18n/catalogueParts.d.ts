// `locales/xx.json?core` and `?rest`: one part of a catalogue (scripts/compile-messages-loader.cjs).
declare module '*.json?core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
