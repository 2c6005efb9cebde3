import { DealerPage } from "~/components/locations/DealerPage";
import { ContentArticle } from "./ContentArticle";

/** A dealer's Markdown page (already rendered to safe HTML) in the dealer-page frame. */
export function MarkdownPage({ page }: { page: { title: string; description: string; html: string } }) {
  return (
    <DealerPage title={page.title} intro={page.description || undefined}>
      <ContentArticle html={page.html} />
    </DealerPage>
  );
}
