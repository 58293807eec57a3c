import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Opens the browser's print dialog; the print stylesheet leaves only the submission. */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" className="size-5" />
      Print
    </Button>
  );
}
