/** Text made safe inside an HTML or XML attribute value or element: the five characters that could end it. */
export const escapeMarkup = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
