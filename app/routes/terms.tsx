// Placeholder until this page is built; shares the generic page frame.
export { default, meta } from "./placeholder-page";
