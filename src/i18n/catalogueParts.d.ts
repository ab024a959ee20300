// `locales/xx.json?core`, `?rest` and `?staff`: one part of a catalogue (scripts/compile-messages-loader.cjs).
declare module '*.json?core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?staff' {
  const messages: Record<string, string>;
  export default messages;
}
