/**
 * Gives every HTML response's no-JavaScript forms their own submission id
 * (the hidden `submissionId` input, rendered without a value). Done here and
 * not in React so that a page served from the edge cache (page-cache.ts)
 * never hands two visitors the same id.
 */
export function withSubmissionIds(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on('input[type="hidden"][name="submissionId"]', {
      element(element) {
        element.setAttribute("value", crypto.randomUUID());
      },
    })
    .transform(response);
}
