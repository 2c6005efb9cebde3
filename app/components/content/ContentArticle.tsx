import * as styles from "./ContentArticle.css";

/**
 * A dealer's Markdown page. The HTML comes from renderMarkdown (models/content/markdown.ts),
 * which escapes raw HTML and drops unsafe links, so it can go into the page as it is.
 */
export function ContentArticle({ html }: { html: string }) {
  return <div className={styles.article} dangerouslySetInnerHTML={{ __html: html }} />;
}
