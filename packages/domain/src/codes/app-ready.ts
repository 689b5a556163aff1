/**
 * The event the shop's app dispatches on `document` once a page the server rendered is wholly its own (the
 * parts put off taken over too), or once it has drawn a page afresh. A rendered page's loader (the server's,
 * decision 030) holds a tap on a button that came before it, and passes it on when this arrives.
 */
export const APP_PARTS_READY_EVENT = 'app-parts-ready';
