/**
 * What floating things (the chat button, toasts) must not sit over, as CSS selectors: the store's
 * primary buttons and links (the filled accent look), anything marked as a bar along the bottom,
 * figures marked to stay in sight (the cart's total), and fields a visitor types or chooses in
 * (issues 17 and 34).
 */
export const PRIMARY_ACTIONS =
  ":is(a, button, input[type='submit']):is(.bg-accent-strong, [data-primary-action]), [data-bottom-bar], [data-keep-visible]";

export const TEXT_FIELDS =
  "textarea, select, [contenteditable=''], [contenteditable='true'], input:not([type='button'], [type='checkbox'], [type='radio'], [type='submit'], [type='reset'], [type='range'], [type='color'], [type='file'], [type='image'], [type='hidden'])";

/** Every field a visitor answers in, choices included: a toast over a radio hides the choice. */
export const FIELDS = `${TEXT_FIELDS}, input[type='checkbox'], input[type='radio']`;

/** Floating controls that step aside by themselves (the chat button): a toast need not avoid them. */
export const MOVES_ASIDE = "[data-moves-aside]";

/** A toast on screen: the chat button steps aside from it. */
export const TOASTS = "[data-sonner-toast]";
