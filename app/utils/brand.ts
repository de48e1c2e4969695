/** The brand colours outside CSS (app/styles/tailwind.css: --color-brand, --color-canvas): theme-color, the manifest. */
export const THEME_COLOR = '#1d4ed8'
export const BACKGROUND_COLOR = '#f8fafc'
