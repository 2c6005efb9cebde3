import { DealerPage } from "~/components/locations/DealerPage";
import type { ArticlePart } from "~/models/content/markdown";
import { ContentArticle } from "./ContentArticle";

/** A dealer's Markdown page (already rendered to safe HTML) in the dealer-page frame. */
export function MarkdownPage({ page }: { page: { title: string; description: string; article: ArticlePart[] } }) {
  return (
    <DealerPage title={page.title} intro={page.description || undefined}>
      <ContentArticle article={page.article} />
    </DealerPage>
  );
}
