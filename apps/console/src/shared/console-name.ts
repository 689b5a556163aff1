/** The console's name: the sign-in screens' heading, and the browser tab's title after each screen's own. */
export const CONSOLE_NAME = '소리담 운영 콘솔';
