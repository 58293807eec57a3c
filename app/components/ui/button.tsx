import type { ComponentProps } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "quiet";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-accent-strong text-white hover:bg-accent",
  secondary: "border-2 border-accent-strong text-accent-strong hover:bg-accent-soft",
  quiet: "text-accent-strong underline-offset-4 hover:underline",
};
const sizes: Record<Size, string> = { md: "min-h-11 px-5 py-2 text-base", lg: "min-h-12 px-7 py-3 text-lg" };

/** The store's button look, for elements that are neither <button> nor <Link>. */
export function buttonClasses(options: { variant?: Variant; size?: Size; className?: string } = {}) {
  const { variant = "primary", size = "md", className = "" } = options;
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

type Look = { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Look) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
