/**
 * The page each section starts on, noted while react-pdf lays the report out.
 *
 * react-pdf 4.9 has no API for "which page did this land on", but it calls a
 * `render` prop (here on an empty View beside each section title) with the
 * number of the page the node is placed on. Because the page numbers read
 * `totalPages`, it lays the document out in two rounds: the first places
 * every node and notes every section; the second draws the pages, the
 * contents page first, and by then every number is known. One layout gives
 * both. render-report.test.ts checks each number against the page the title
 * is really printed on, so an upgrade that changes this order fails a test
 * instead of printing wrong numbers.
 */
export class SectionPages {
  private readonly pages = new Map<string, number>();

  /** Used as a render prop's body: notes the page and draws nothing. */
  note(sectionId: string, pageNumber: number): null {
    this.pages.set(sectionId, pageNumber);
    return null;
  }

  pageOf(sectionId: string): string | undefined {
    return this.pages.get(sectionId)?.toString();
  }

  firstPage(sectionId: string): number | undefined {
    return this.pages.get(sectionId);
  }
}
