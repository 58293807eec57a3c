/**
 * The page each section starts on, noted while react-pdf lays the report out.
 *
 * react-pdf 4.9 has no API for "which page did this land on", but it calls a
 * `render` prop (here on an empty View beside each section title) with the page number of the page a node is placed on: first
 * while it splits the content into pages (calling it again each time the node
 * moves on to the next page, so the last call is the page it stays on), then
 * once more per page when the page totals are known. The contents page's own
 * render props run in that second round, after the split has noted every
 * section, so one layout gives both. render-report.test.ts checks each number
 * against the page the title is really printed on, so an upgrade that
 * changes this order fails a test instead of printing wrong numbers.
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
