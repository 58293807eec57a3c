const points = [
  {
    title: "Not a substitute for professional mental health services",
    text: "This assessment and your report are for reflection. They are not a diagnosis, therapy or medical advice, and they do not replace care from a licensed professional.",
  },
  {
    title: "Accuracy and limitations",
    text: "Your report can only reflect what you share here, and no questionnaire captures a whole life. Please read it as a starting point for reflection, not a final answer.",
  },
  {
    title: "Client responsibility",
    text: "You choose what to share and how to use your report. Please talk with a qualified professional before making major decisions about your health, treatment or relationships.",
  },
  {
    title: "Confidentiality",
    text: "Your answers are encrypted and read only by the Catharsis team preparing your report. We never sell them or share them for marketing.",
  },
  {
    title: "AI-assisted content",
    text: "Your report is prepared with the help of AI and reviewed before it reaches you. AI can make mistakes, so please use your own judgment as you read it.",
  },
];

/** The spec's disclaimer card, with its five points. */
export function DisclaimerCard() {
  return (
    <section aria-labelledby="disclaimer-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="disclaimer-heading" className="font-serif text-2xl text-ink">
        Disclaimer
      </h2>
      <div className="mt-2 space-y-4">
        {points.map((point) => (
          <div key={point.title}>
            <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
            <p className="mt-1 text-muted">{point.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Shown before the send button on a form whose definition sets `copyrightNotice` (the grief form, spec section 2). */
export function CopyrightDisclaimerCard() {
  return (
    <section aria-labelledby="copyright-disclaimer-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="copyright-disclaimer-heading" className="font-serif text-2xl text-ink">
        Copyright Disclaimer
      </h2>
      <p className="mt-2 text-muted">
        The questions in this assessment and the reports prepared from it are © 2025 Catharsis. Your own report is yours to
        use: you are welcome to print it and share it with your therapist, your doctor or anyone you choose. Please do not
        copy or publish the questions themselves without our written permission.
      </p>
    </section>
  );
}
