/** The support chat (spec sections 2, 4 and 8). Placeholder until issue 3 builds it. */
export function ChatWidget() {
  return null;
}
