/** On the not-found page, log the path the visitor tried (the message comes from content/data/labels.yaml). */
export function logNotFound(): void {
  const message = document.body.dataset.notFound;
  if (message !== undefined) console.error(message, location.pathname);
}
