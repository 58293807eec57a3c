/** Large figures with what they mean ("4.9/5", "average rating from our clients"). */
export function FigureList({ figures }: { figures: readonly { value: string; label: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.value} className="rounded-2xl border border-line bg-surface p-6 text-center">
          <p className="font-serif text-4xl text-accent-strong">{figure.value}</p>
          <p className="mt-2 text-muted">{figure.label}</p>
        </li>
      ))}
    </ul>
  );
}
