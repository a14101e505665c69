// The `brand-link` shortcut in uno.config.ts never generates CSS: preset-wind4
// reads the `link-` prefix as the :link variant. Until it is renamed, these
// pages spell the same utilities out.
export const LINK = "text-brand-700 underline underline-offset-2 hover:text-brand-900";
