/**
 * requirements §9's navigation constants. Apart from the menu's records
 * (app/content/navigation.ts, which the server sends as the frame's words),
 * so the browser's menu code does not carry those records with them.
 */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const SUBMENU_FLIP_MARGIN_PX = 240;
