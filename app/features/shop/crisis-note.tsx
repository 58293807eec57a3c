/** The reminder every buying page carries: reports are not for emergencies. */
export function CrisisNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-muted ${className}`}>
      Our reports support reflection; they are not a diagnosis, not a substitute for professional
      treatment, and not for emergencies. If you are in crisis, call or text 988, or text HOME to 741741.
    </p>
  );
}
