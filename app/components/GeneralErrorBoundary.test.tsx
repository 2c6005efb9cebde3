import "~/components/search/testing/fileScope";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from "react-router-dom";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary, notFoundTitled } from "./GeneralErrorBoundary";

/** The boundary's page for a loader that throws `thrown`. */
async function pageFor(thrown: unknown, boundary: ReactElement = <GeneralErrorBoundary />): Promise<string> {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw thrown;
      },
      element: <p>never shown</p>,
      errorElement: boundary,
    },
  ]);
  await new Promise<void>((resolve) => {
    router.subscribe((state) => state.initialized && resolve());
    router.initialize();
  });
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, "");
}

/** A thrown answer as Remix hands it to the boundary: the Response's status and its decoded text. */
const answer = (status: number, statusText: string, text: string | null = null) =>
  new UNSAFE_ErrorResponseImpl(status, statusText, text ?? "");

describe("GeneralErrorBoundary", () => {
  it("shows an unknown page's 404 with the generic text", async () => {
    const page = await pageFor(answer(404, "Not Found"));
    expect(page).toContain("Page not found");
    expect(page).toContain("We couldn&#x27;t find that page.");
  });

  it("titles a 404 with the answer's own text", async () => {
    expect(await pageFor(answer(404, "Not Found", "We couldn't find that location."))).toContain(
      "We couldn&#x27;t find that location.",
    );
  });

  it("uses a route's handler for its status, with the answer's text below the title", async () => {
    const page = await pageFor(
      answer(404, "Not Found", "It may have sold."),
      <GeneralErrorBoundary statusHandlers={{ 404: notFoundTitled("Vehicle not found") }} />,
    );
    expect(page).toContain("Vehicle not found");
    expect(page).toContain("It may have sold.");
  });

  it("shows another 4xx with its own status, not a 500", async () => {
    const page = await pageFor(answer(400, "Bad Request", "A watchlist change is a form post."));
    expect(page).toContain("400");
    expect(page).toContain("A watchlist change is a form post.");
  });

  it("apologises with the route's text for anything unexpected", async () => {
    const page = await pageFor(new Error("boom"), <GeneralErrorBoundary unexpectedMessage="Sorry, this form could not be shown." />);
    expect(page).toContain("Something went wrong");
    expect(page).toContain("Sorry, this form could not be shown.");
    expect(page).not.toContain("boom");
  });
});
