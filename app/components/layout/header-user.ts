/** Who the header greets: the signed-in person, or nobody. */
export type HeaderUser = { email: string } | null;
