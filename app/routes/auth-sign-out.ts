// Placeholder until this endpoint is built.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}
