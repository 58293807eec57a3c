// Newsletter subscribers: defined by the storefront-pages work (issue 3).
export {};
