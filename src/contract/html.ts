/** Text made safe to place in HTML (element content or a quoted attribute): the five characters HTML gives meaning. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
