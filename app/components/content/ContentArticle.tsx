import type { ArticlePart } from "~/models/content/markdown";
import { PhoneLink } from "../PhoneLink";
import * as styles from "./ContentArticle.css";

/**
 * A dealer's Markdown page. The HTML comes from renderMarkdown (models/content/markdown.ts),
 * which escapes raw HTML and drops unsafe links, so it can go into the page as it is. Where a
 * paragraph names the dealer's number the article comes in parts: the number is a tel: link,
 * or a Show number button while a masking tenant hides it (search-journey §4).
 */
export function ContentArticle({ article }: { article: readonly ArticlePart[] }) {
  const [only] = article;
  if (article.length === 1 && only && "html" in only) {
    return <div className={styles.article} dangerouslySetInnerHTML={{ __html: only.html }} />;
  }
  return (
    <div className={styles.article}>
      {article.map((part, index) =>
        "html" in part ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <div key={index} className={styles.paragraph}>
            {part.paragraph.map((piece, at) =>
              typeof piece === "string" ? (
                <span key={at} dangerouslySetInnerHTML={{ __html: piece }} />
              ) : (
                <PhoneLink key={at} phone={piece.phone} masked={piece.masked} source={piece.source} />
              ),
            )}
          </div>
        ),
      )}
    </div>
  );
}
